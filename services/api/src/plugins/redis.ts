import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { closeRedis, connectRedis } from '@focustube/core';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fails fast when Redis is down, so requests answer 503 instead of hanging. */
    redis: Redis;
    redisUrl: string;
  }
}

export default fp<{ url: string }>(
  async (app, { url }) => {
    const redis = connectRedis(url, 'request');
    redis.on('error', (err) => app.log.warn({ err }, 'redis connection error'));
    app.decorate('redis', redis);
    app.decorate('redisUrl', url);
    app.addHook('onClose', async () => {
      await closeRedis(redis);
    });
  },
  { name: 'redis' },
);
