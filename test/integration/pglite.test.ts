/** The embedded database `npm start` uses when DATABASE_URL is unset runs the same queries. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@focustube/api';
import { loadConfig, openDatabase, prepareDatabase, type DatabaseHandle } from '@focustube/core';
import type { VideoPage } from '@focustube/contracts';
import { TEST_JWT_SECRET } from '../support/app.ts';

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: `pglite-${Date.now()}`,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
  });
  database = await openDatabase({ dataDir: 'memory://' });
  expect(database.driver).toBe('pglite');
  await prepareDatabase(database, { seedOnEmpty: true, log: { info: () => undefined } });
  app = await buildApp({ config, redisUrl: config.REDIS_URL!, database });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('PGlite', () => {
  it('lists, pages, details, suggests and searches the seeded demo catalogue', async () => {
    const first = (await app.inject('/api/approved/?categories=technology&page=1&page_size=5')).json<VideoPage>();
    expect(first.results).toHaveLength(5);
    expect(first.count).toBeGreaterThan(500);
    const second = (await app.inject(first.next!)).json<VideoPage>();
    expect(second.results.map((r) => r.video_id)).not.toContain(first.results[0]!.video_id);
    const detail = await app.inject(`/api/videos/${first.results[0]!.video_id}/`);
    expect(detail.statusCode).toBe(200);
    const suggestions = (await app.inject('/api/suggestions?query=clim')).json<{ title: string }[]>();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => /clim/i.test(s.title))).toBe(true);
    const search = (await app.inject('/api/search?q=climate')).json<VideoPage>();
    expect(search.count).toBeGreaterThan(0);
    expect((await app.inject('/api/ready')).json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });

  it('forgives typos the same way (title words, trigram index)', async () => {
    const suggestions = (await app.inject('/api/suggestions?query=Exteme')).json<{ title: string }[]>();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => /extreme/i.test(s.title))).toBe(true);
    const search = (await app.inject('/api/search?q=creativty')).json<VideoPage & { did_you_mean: string | null }>();
    expect(search.did_you_mean).toBe('creativity');
    expect(search.count).toBeGreaterThan(0);
  });
});
