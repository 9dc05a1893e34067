import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@focustube/api';
import { createMetrics, loadConfig, openDatabase, type DatabaseHandle, type Metrics } from '@focustube/core';
import { createDatabaseFrom } from './databases.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  /** A second connection to the same database, for arranging and checking rows. */
  database: DatabaseHandle;
  prefix: string;
  redisUrl: string;
  /** The app's metrics registry (a worker started beside it counts its jobs there too, as `npm start` does). */
  metrics: Metrics;
  close(): Promise<void>;
}

/** The real app on its own copy of the seeded database and its own Redis key prefix. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const created = await createDatabaseFrom(inject('postgresUrl'), inject('templateDatabase'));
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    DATABASE_URL: created.url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    // A web build of one's own (vite build --outDir), so parallel work cannot wipe the files a browser test loads.
    ...(process.env.TEST_WEB_DIST ? { WEB_DIST: process.env.TEST_WEB_DIST } : {}),
    ...env,
  });
  const redisUrl = config.REDIS_URL!;
  const metrics = createMetrics();
  const app = await buildApp({ config, redisUrl, metrics });
  await app.ready();
  const database = await openDatabase({ url: created.url, dataDir: '.data', poolSize: 2 });
  return {
    app,
    database,
    prefix,
    redisUrl,
    metrics,
    async close() {
      await app.close();
      await database.close();
      await created.drop();
    },
  };
}
