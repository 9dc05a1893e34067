import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, DatabaseHandle } from '@focustube/core';
import catalogueRoutes from './catalogue/routes.ts';
import healthRoutes from './health/routes.ts';
import catalogueCache from './plugins/catalogue-cache.ts';
import database from './plugins/database.ts';
import docs from './plugins/docs.ts';
import problems from './plugins/problems.ts';
import redis from './plugins/redis.ts';
import web from './plugins/web.ts';

export interface AppOptions {
  config: Config;
  redisUrl: string;
  /** A database opened by the caller (shared with in-process workers); otherwise the app opens its own. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.password2',
    ],
  };
}

/** Builds the whole HTTP app; `server.ts` owns the process, tests call this and use `inject()`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.config),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);

  await app.register(problems);
  await app.register(docs);
  await app.register(database, { config: options.config, handle: options.database });
  await app.register(redis, { url: options.redisUrl });
  await app.register(catalogueCache, { config: options.config });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(web, { dist: options.config.WEB_DIST });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
