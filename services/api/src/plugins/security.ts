import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '@focustube/core';
import { closeRedis, connectRedis } from '@focustube/core';
import { ProblemError } from './problems.ts';

/** Hashes of the inline scripts in the built index.html (the no-flash theme script), allowed by the CSP. */
export function inlineScriptHashes(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/**
 * Security headers with a CSP that allows only the YouTube player and thumbnail hosts the web app
 * needs, CORS for APP_URL only, and rate limits counted in Redis (shared by every API instance).
 */
export default fp<{ config: Config; webDist: string }>(
  async (app, { config, webDist }) => {
    let hashes: string[] = [];
    try {
      hashes = inlineScriptHashes(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
    } catch {
      // Not built: nothing inline to allow.
    }
    await app.register(helmet, {
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
    await app.register(cors, { origin: [new URL(config.APP_URL).origin], credentials: true });

    const limiterRedis = connectRedis(app.redisUrl, 'request');
    limiterRedis.on('error', (err) => app.log.warn({ err }, 'rate limit redis error'));
    app.addHook('onClose', async () => {
      await closeRedis(limiterRedis);
    });
    await app.register(rateLimit, {
      global: false,
      redis: limiterRedis,
      nameSpace: `${config.REDIS_PREFIX}:rate:`,
      // Availability first: if Redis is down, requests go through rather than failing.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        Object.assign(
          new ProblemError(429, `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
          {
            statusCode: 429,
          },
        ),
    });
  },
  { name: 'security', dependencies: ['redis'] },
);
