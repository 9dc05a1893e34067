import fp from 'fastify-plugin';
import { catalogueChannel, closeRedis, connectRedis, type Config } from '@focustube/core';
import { CatalogueCache } from './cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
    /** Server-rendered public pages: bounded by bytes, dropped with the catalogue answers they show. */
    pageCache: CatalogueCache;
  }
}

/** A rendered page weighs 30–100 KB; 64 MB keeps the few thousand pages most visited. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** Caches public catalogue answers and pages, and drops them all when any instance announces a change. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const answers = new CatalogueCache(config.CATALOGUE_CACHE_TTL_MS);
    const pages = new CatalogueCache(config.CATALOGUE_CACHE_TTL_MS, 10_000, PAGE_CACHE_BYTES);
    app.decorate('catalogueCache', answers);
    app.decorate('pageCache', pages);
    const cache = {
      clear: () => {
        answers.clear();
        pages.clear();
      },
    };
    if (config.CATALOGUE_CACHE_TTL_MS === 0) return;
    const subscriber = connectRedis(app.redisUrl, 'pubsub');
    subscriber.on('error', (err) => app.log.warn({ err }, 'catalogue change subscriber error'));
    // While unsubscribed we could miss a change, so forget everything whenever the link (re)opens.
    subscriber.on('ready', () => cache.clear());
    subscriber.on('message', () => cache.clear());
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
