import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit, {
  type errorResponseBuilderContext,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '@focustube/core';
import { closeRedis, connectRedis } from '@focustube/core';
import { Counters } from '../counters.ts';
import { ProblemError } from '../errors.ts';
import { msg } from '../i18n.ts';

/**
 * Hashes of the inline scripts in the built index.html (the no-flash theme, a play press held until the app
 * runs), allowed by the CSP.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/**
 * The headers helmet would set, worked out once. helmet's middleware (and @fastify/helmet, which builds
 * a new one for every request) re-parses the whole policy per request: a sixth of a cached answer's
 * cost. The policy never changes while the process runs, so neither do its headers.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as never, collector as never, (error?: unknown) => (failed = error));
  if (failed) throw failed as Error;
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Headers that mark a request the app makes to itself (a server-rendered page reading the API):
     * per-address limits leave it alone, as it comes from no client. The value is made at each start
     * and never leaves the process, so no client can send it.
     */
    inProcessHeaders: Readonly<Record<string, string>>;
  }
}

const IN_PROCESS_HEADER = 'x-focustube-in-process';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Where @fastify/rate-limit counts: fixed windows in Redis, shared by every API instance, kept in this
 * process's memory while Redis cannot be reached (Counters), so a per-address limit never fails open.
 * Each route with a limit counts apart (its method and URL scope the key), as the plugin's RedisStore does.
 */
class RateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: Counters,
    private readonly scope = '',
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number): void {
    this.counters.hit(`${this.scope}${key}`, timeWindow).then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
  }

  read(key: string, callback: StoreCallback): void {
    this.counters.peek(`${this.scope}${key}`).then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
  }

  child(options: unknown): FastifyRateLimitStore {
    // The plugin passes the route's merged limit options, with the route itself as `routeInfo`.
    const { method, url } = (options as { routeInfo: { method: string | string[]; url: string } }).routeInfo;
    return new RateLimitStore(this.counters, `${[method].flat().join(',')}${url}-`);
  }
}

/** What a per-address limit counts, as the message `limit.network` names it. */
const COUNTED = {
  attempts: 'attempts',
  'suggestion requests': 'suggestions',
  searches: 'searches',
  'playback reports': 'playbackReports',
} as const;

/** The 429 problem of a per-address limit; `what` names what was counted ("attempts", "searches"). */
export const tooManyFromNetwork =
  (what: keyof typeof COUNTED) => (_request: FastifyRequest, context: errorResponseBuilderContext) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return Object.assign(
      new ProblemError(429, msg('limit.network', { what: COUNTED[what], seconds }), undefined, seconds),
      { statusCode: 429 },
    );
  };

/**
 * Security headers with a CSP that allows only the YouTube player and thumbnail hosts the web app
 * needs, and rate limits counted in Redis (shared by every API instance), or
 * in memory while Redis is down.
 */
export default fp<{ config: Config; webDist: string }>(
  async (app, { config, webDist }) => {
    let hashes: string[] = [];
    try {
      hashes = inlineScriptHashes(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
    } catch {
      // Not built: nothing inline to allow.
    }
    const securityHeaders = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com', ...hashes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https://i.ytimg.com', 'https://*.ytimg.com', 'https://img.youtube.com'],
          frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // helmet's default, no-referrer, makes YouTube refuse our embeds (error 153): its player requires
      // the embedding site's origin as Referer. This policy sends only the origin to other sites.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    // JSON answers are no documents: they need only the headers that stop them being framed, sniffed
    // or run as a page (OWASP's REST guidance), which keeps every API answer ~500 bytes lighter.
    const apiHeaders = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: { action: 'deny' },
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      reply.headers(url.startsWith('/api/') && !url.startsWith('/api/docs') ? apiHeaders : securityHeaders);
      done();
    });

    const limiterRedis = connectRedis(app.redisUrl, 'request');
    limiterRedis.on('error', (err) => app.log.warn({ err }, 'rate limit redis error'));
    app.addHook('onClose', async () => {
      await closeRedis(limiterRedis);
    });
    const counters = new Counters(limiterRedis, `${config.REDIS_PREFIX}:rate`);
    const inProcess = randomBytes(24).toString('base64url');
    app.decorate('inProcessHeaders', { [IN_PROCESS_HEADER]: inProcess });
    await app.register(rateLimit, {
      global: false,
      // Server rendering answers every visitor's page through the API from 127.0.0.1: one address for all.
      allowList: (request) => request.headers[IN_PROCESS_HEADER] === inProcess,
      // The store never fails: while Redis is down it counts in memory, so limits hold on each instance.
      store: class extends RateLimitStore {
        constructor() {
          super(counters);
        }
      } as unknown as FastifyRateLimitStoreCtor,
      // Limits are counted per address, which many people can share (a school, an office, a carrier's NAT).
      errorResponseBuilder: tooManyFromNetwork('attempts'),
    });
  },
  { name: 'security', dependencies: ['redis'] },
);
