import fp from 'fastify-plugin';
import {
  closeQueues,
  closeRedis,
  connectRedis,
  createQueues,
  redisReady,
  type Config,
  type Queues,
} from '@focustube/core';

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
    // BullMQ asks the server for its version as soon as a queue exists: let the connection open first.
    if (!(await redisReady(connection, 2000)))
      app.log.warn('Redis is not answering: jobs will answer 503 until it does.');
    const queues = createQueues(connection, config.REDIS_PREFIX, (err) => app.log.warn({ err }, 'queue error'));
    app.decorate('queues', queues);
    app.addHook('onClose', async () => {
      await closeQueues(queues);
      await closeRedis(connection);
    });
  },
  { name: 'queues', dependencies: ['redis'] },
);
