import fp from 'fastify-plugin';
import { closeQueues, connectRedis, createQueues, type Config, type Queues } from '@focustube/core';

declare module 'fastify' {
  interface FastifyInstance {
    queues: Queues;
  }
}

/** BullMQ queues the API adds jobs to; the connection fails fast, so a Redis outage answers 503 at once. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const connection = connectRedis(app.redisUrl, 'request');
    connection.on('error', (err) => app.log.warn({ err }, 'queue redis error'));
    const queues = createQueues(connection, config.REDIS_PREFIX);
    app.decorate('queues', queues);
    app.addHook('onClose', async () => {
      await closeQueues(queues);
      connection.disconnect();
    });
  },
  { name: 'queues', dependencies: ['redis'] },
);
