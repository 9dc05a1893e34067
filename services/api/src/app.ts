import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createMailer,
  loggerOptions,
  type Config,
  type DatabaseHandle,
  type Mailer,
  type Metrics,
} from '@focustube/core';
import adminUserRoutes from './accounts/admin-routes.ts';
import { ensureAdmin } from './accounts/first-admin.ts';
import { clientErrorHandler, frameworkErrors } from './framework-errors.ts';
import { sendNoRoute } from './errors.ts';
import accountRoutes from './accounts/routes.ts';
import catalogueRoutes from './catalogue/routes.ts';
import { isRemovedVideo } from './catalogue/queries.ts';
import contactRoutes from './contact/routes.ts';
import courseRoutes from './courses/routes.ts';
import giftRoutes from './gifts/routes.ts';
import importRoutes from './imports/routes.ts';
import jobRoutes from './jobs/routes.ts';
import learningRoutes from './learning/routes.ts';
import recommendationRoutes from './recommendations/routes.ts';
import moderationRoutes from './moderation/routes.ts';
import reportRoutes from './reports/routes.ts';
import healthRoutes from './health/routes.ts';
import language from './plugins/language.ts';
import auth from './plugins/auth.ts';
import catalogueCache from './catalogue/cache-plugin.ts';
import categories from './catalogue/categories-plugin.ts';
import database from './plugins/database.ts';
import delivery from './plugins/delivery.ts';
import docs from './plugins/docs.ts';
import metrics from './plugins/metrics.ts';
import problems from './plugins/problems.ts';
import queueBoard from './jobs/queue-board.ts';
import queues from './plugins/queues.ts';
import realtime from './plugins/realtime.ts';
import redis from './plugins/redis.ts';
import requestIds from './plugins/request-ids.ts';
import security from './plugins/security.ts';
import textInput from './plugins/text-input.ts';
import web, { defaultWebDist } from './plugins/web.ts';
import youtube from './plugins/youtube.ts';
import seoRoutes from './seo/routes.ts';
import siteRoutes from './site/routes.ts';

export interface AppOptions {
  config: Config;
  redisUrl: string;
  /** A database opened by the caller (shared with in-process workers); otherwise the app opens its own. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where mail goes; by default SMTP_URL, or the log. */
  mailer?: Mailer;
  /** A metrics registry shared with in-process workers (`npm start`); otherwise the app makes its own. */
  metrics?: Metrics;
}

export const MISSING_JWT_SECRET =
  'JWT_SECRET is not set. Set it to a long random string (for example: openssl rand -base64 48); `npm start` creates one for you.';

/**
 * The largest request body a call takes unless it says otherwise (Fastify's default is 1 MB): sign-in,
 * settings and moderation send a few hundred bytes. A larger body is refused with a 413 before it is read.
 */
export const BODY_LIMIT = 16 * 1024;

/** A caller's (or a proxy's) `x-request-id` is kept when it is a plain token; otherwise a new UUID. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Builds the whole HTTP app; `server.ts` owns the process, tests call this and use `inject()`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  if (!config.JWT_SECRET) throw new Error(MISSING_JWT_SECRET);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.config),
    // The worker logs the same id under the same name.
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    genReqId: (req) => {
      const sent = req.headers['x-request-id'];
      return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);
  app.decorate('lifecycle', { stopping: false });

  await app.register(problems);
  await app.register(language);
  await app.register(requestIds);
  await app.register(textInput);
  await app.register(delivery);
  await app.register(docs);
  await app.register(database, { config: options.config, handle: options.database });
  await app.register(redis, { url: options.redisUrl });
  await app.register(catalogueCache, { config: options.config });
  await app.register(categories);
  await app.register(queues, { config });
  await app.register(metrics, { config, metrics: options.metrics });
  await app.register(youtube, { config });
  await app.register(security, { config, webDist: config.WEB_DIST ?? defaultWebDist });
  await app.register(auth, { secret: config.JWT_SECRET });
  await app.register(realtime, { config });
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: `FocusTube <${config.CONTACT_EMAIL}>`, log: app.log });
  app.decorate('mailer', mailer);
  await app.register(
    async (api) => {
      // Cross-origin calls from APP_URL only, and only to the API: pages and files need no CORS headers.
      await api.register(cors, { origin: [new URL(config.APP_URL).origin], credentials: true });
      // Here, so an unknown API path's 404 carries the CORS headers too (the root's would not).
      api.setNotFoundHandler(sendNoRoute);
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(catalogueRoutes);
      await api.register(accountRoutes, { mailer });
      await api.register(adminUserRoutes);
      await api.register(learningRoutes);
      await api.register(courseRoutes);
      await api.register(recommendationRoutes);
      await api.register(giftRoutes);
      await api.register(contactRoutes);
      await api.register(moderationRoutes);
      await api.register(reportRoutes);
      await api.register(jobRoutes);
      await api.register(importRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(queueBoard);
  await app.register(seoRoutes);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = config;
    app.addHook('onReady', async () => {
      const outcome = await ensureAdmin(app.db, { email, password });
      if (outcome !== 'unchanged') app.log.info(`First admin ${email}: ${outcome}.`);
    });
  }
  await app.register(web, {
    dist: options.config.WEB_DIST,
    origin: new URL(config.APP_URL).origin,
    isRemovedVideo: (videoId) => isRemovedVideo(app.db, videoId),
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** `stopping` turns true on SIGTERM, before the server closes: readiness answers 503 meanwhile. */
    lifecycle: { stopping: boolean };
    mailer: Mailer;
  }
}
