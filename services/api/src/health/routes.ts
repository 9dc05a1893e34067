import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '@focustube/contracts';
import { pingDatabase, pingRedis } from '@focustube/core';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: PostgreSQL and Redis both answer',
        response: {
          200: readinessSchema.describe('Ready: PostgreSQL and Redis both answer'),
          503: readinessSchema.describe(
            'Not ready: PostgreSQL or Redis does not answer (`checks` says which), or the instance is stopping',
          ),
        },
      },
    },
    async (_request, reply) => {
      // Told to stop: the balancer should send new requests elsewhere while in-flight ones finish.
      if (app.lifecycle.stopping)
        return reply
          .status(503)
          .header('connection', 'close')
          .send({ status: 'stopping' as const, checks: { database: 'ok' as const, redis: 'ok' as const } });
      const [database, redis] = await Promise.all([pingDatabase(app.db), pingRedis(app.redis)]);
      const ok = database && redis;
      return reply.status(ok ? 200 : 503).send({
        status: ok ? ('ok' as const) : ('unavailable' as const),
        checks: {
          database: database ? ('ok' as const) : ('down' as const),
          redis: redis ? ('ok' as const) : ('down' as const),
        },
      });
    },
  );
};

export default health;
