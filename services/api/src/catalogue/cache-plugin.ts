import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { catalogueChannel, closeRedis, connectRedis, parseCatalogueChange, type Config } from '@focustube/core';
import { CatalogueCache } from './cache.ts';
import { CACHE_TAGS_HEADER, changeTags, collectInto } from '../plugins/cache-tags.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
    /** Server-rendered public pages: bounded by bytes, tagged with the catalogue answers they show. */
    pageCache: CatalogueCache;
  }
}

/** A rendered page weighs 30–100 KB; 64 MB keeps the few thousand pages most visited. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Caches public catalogue answers and pages. When an instance announces a change, drops those it
 * touches (scoped announcements), or all of them (an announcement that cannot say, or a reconnect).
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const answers = new CatalogueCache(config.CATALOGUE_CACHE_TTL_MS);
    const pages = new CatalogueCache(config.CATALOGUE_CACHE_TTL_MS, 10_000, PAGE_CACHE_BYTES);
    app.decorate('catalogueCache', answers);
    app.decorate('pageCache', pages);

    // A page rendered on the server is dropped with the answers it was made from: each in-process GET
    // collects the tags its handler notes (as its last preHandler, so nothing between leaves the context)
    // and names them in a header.
    const collected = new WeakMap<FastifyRequest, Set<string>>();
    const inProcess = (request: FastifyRequest) =>
      Object.entries(app.inProcessHeaders).every(([name, value]) => request.headers[name] === value);
    const collect: preHandlerHookHandler = (request, _reply, done) => {
      if (!app.hasDecorator('inProcessHeaders') || !inProcess(request)) return done();
      const tags = new Set<string>();
      collected.set(request, tags);
      collectInto(tags, done);
    };
    app.addHook('onRoute', (route) => {
      if ([route.method].flat().every((m) => m === 'GET' || m === 'HEAD'))
        route.preHandler = [...[route.preHandler ?? []].flat(), collect];
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const tags = collected.get(request);
      if (tags && tags.size > 0) void reply.header(CACHE_TAGS_HEADER, [...tags].join(' '));
      done(null, payload);
    });
    const clear = () => {
      answers.clear();
      pages.clear();
    };
    /** What the announcement says changed is dropped; one that cannot say (or unknown to us) drops all. */
    const changed = (message: string) => {
      const change = parseCatalogueChange(message);
      if (!change) return clear();
      const tags = changeTags(change);
      answers.drop(tags);
      pages.drop(tags);
    };
    if (config.CATALOGUE_CACHE_TTL_MS === 0) return;
    const subscriber = connectRedis(app.redisUrl, 'pubsub');
    subscriber.on('error', (err) => app.log.warn({ err }, 'catalogue change subscriber error'));
    // While unsubscribed we could miss a change, so forget everything whenever the link (re)opens.
    subscriber.on('ready', clear);
    subscriber.on('message', (_channel: string, message: string) => changed(message));
    // Wait briefly for the subscription, but never let a Redis outage stop the catalogue from serving.
    const subscribed = subscriber.subscribe(catalogueChannel(config.REDIS_PREFIX)).catch(() => undefined);
    const settled = await Promise.race([subscribed.then(() => true), new Promise((r) => setTimeout(r, 2000, false))]);
    if (!settled)
      app.log.warn('Redis is not answering: catalogue answers are cached without change notices until it does.');
    app.addHook('onClose', async () => {
      await closeRedis(subscriber);
    });
  },
  { name: 'catalogue-cache', dependencies: ['redis'] },
);
