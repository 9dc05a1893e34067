/**
 * Redis killed for 10 s, five times over, while a moderator approves and removes videos and 20 visitors
 * (and two moderators) are connected to two API instances. During each outage the API keeps serving
 * public lists and moderation, and says 503 on /api/ready; once Redis is back, every moderation event of
 * the outage reaches every client it is for (counted by outbox id), and the database says it was sent.
 * In the third outage the worker is SIGKILLed too and a new one started, still during the outage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertPending,
  lastOutboxId,
  listen,
  moderator,
  outboxSince,
  recordFigure,
  request,
  scratch,
  sleep,
  startApi,
  startPostgres,
  startRedis,
  startWorker,
  waitFor,
  type FaultRedis,
  type Listener,
  type PrivatePostgres,
  type Service,
  type StackEnv,
} from './harness.ts';

/** The last one freezes Redis (SIGSTOP) instead: connections stay open and nothing answers. */
const OUTAGES = 6;
const OUTAGE_MS = 10_000;
const VISITORS = 20;
/** The outage in which the worker is killed and replaced. */
const WORKER_KILLED_IN = 2;

const dir = scratch('redis-outage');
let db: PrivatePostgres;
let redis: FaultRedis;
let env: StackEnv;
let apis: (Service & { origin: string })[] = [];
let worker: Service;
const listeners: Listener[] = [];
const moderators = new Set<Listener>();

beforeAll(async () => {
  [db, redis] = await Promise.all([startPostgres(dir.dir), startRedis(dir.dir)]);
  env = { DATABASE_URL: db.url, REDIS_URL: redis.url };
  const first = await startApi('api-a', env); // runs the migrations
  apis = [first, await startApi('api-b', env)];
  worker = await startWorker('worker-1', env);
}, 120_000);

afterAll(async () => {
  for (const l of listeners) l.close();
  await Promise.all([...apis, worker].filter(Boolean).map((s) => s.stop('SIGKILL')));
  await Promise.all([db?.close(), redis?.close()]);
  dir.cleanup();
});

describe('Redis outages', () => {
  it(`delivers every moderation event of ${OUTAGES} outages of ${OUTAGE_MS / 1000} s to every connected client`, async () => {
    const mod = await moderator(apis[0]!.origin, db);
    const ids = await insertPending(db, 600, 'r');
    for (let i = 0; i < VISITORS; i++) listeners.push(await listen(`visitor-${i}`, apis[i % 2]!.origin));
    for (const api of apis) {
      const m = await listen(`moderator@${api.name}`, api.origin, mod.token);
      listeners.push(m);
      moderators.add(m);
    }
    const problems: string[] = [];
    let next = 0;

    for (let outage = 0; outage < OUTAGES; outage++) {
      const frozen = outage === OUTAGES - 1;
      const before = await lastOutboxId(db);
      const repeatsBefore = listeners.reduce((n, l) => n + l.duplicates(), 0);
      if (frozen) await redis.freeze();
      else await redis.stop();
      const started = Date.now();
      const actions: number[] = [];
      const publicPages: number[] = [];
      const readiness: number[] = [];
      let replaced: Promise<Service> | null = null;
      // A moderator works through the outage: approving (a public event) and removing (moderators only).
      while (Date.now() - started < OUTAGE_MS) {
        const api = apis[next % 2]!;
        const id = ids[next]!;
        const action = next % 3 === 2 ? 'remove' : 'approve';
        next += 1;
        const [moderated, page, ready] = await Promise.all([
          request(`${api.origin}/api/${action}/${id}/`, { method: 'POST', token: mod.token, body: {} }),
          request(`${apis[next % 2]!.origin}/api/approved/`),
          request(`${api.origin}/api/ready`),
        ]);
        actions.push(moderated.status);
        publicPages.push(page.status);
        readiness.push(ready.status);
        if (outage === WORKER_KILLED_IN && !replaced && Date.now() - started > OUTAGE_MS / 2) {
          await worker.stop('SIGKILL');
          replaced = startWorker(`worker-${outage + 2}`, env, { waitReady: false });
        }
        await sleep(150);
      }
      if (replaced) worker = await replaced;
      if (frozen) redis.thaw();
      else await redis.start();
      const back = Date.now();
      const readyAgain = await waitFor(
        async () =>
          (await Promise.all(apis.map((a) => request(`${a.origin}/api/ready`)))).every((r) => r.status === 200),
        30_000,
        100,
      );
      const recoverySeconds = (Date.now() - back) / 1000;

      // The outbox is the truth: what was committed during the outage, and who each row is for.
      const rows = await outboxSince(db, before);
      const published = await waitFor(
        async () => (await outboxSince(db, before)).every((r) => r.published),
        20_000,
        200,
      );
      const expectedFor = (l: Listener) =>
        rows.filter((r) => r.room === 'public' || (moderators.has(l) && r.room === 'moderation')).map((r) => r.id);
      const missingOf = (l: Listener) => {
        const got = l.distinct();
        return expectedFor(l).filter((id) => !got.has(id));
      };
      await waitFor(() => listeners.every((l) => missingOf(l).length === 0), 20_000, 200);
      const expected = listeners.reduce((n, l) => n + expectedFor(l).length, 0);
      const missing = listeners.reduce((n, l) => n + missingOf(l).length, 0);
      const lostToAll = rows.filter((r) =>
        listeners.filter((l) => expectedFor(l).includes(r.id)).every((l) => !l.distinct().has(r.id)),
      ).length;
      const duplicates = listeners.reduce((n, l) => n + l.duplicates(), 0) - repeatsBefore;
      const unexpected = listeners.reduce((n, l) => {
        const allowed = new Set(expectedFor(l));
        return n + [...l.distinct()].filter((id) => id > before && !allowed.has(id)).length;
      }, 0);
      recordFigure('Redis outage', {
        outage: outage + 1,
        kind: frozen ? 'frozen' : outage === WORKER_KILLED_IN ? 'killed+worker' : 'killed',
        actions: actions.length,
        events: rows.length,
        deliveries_expected: expected,
        delivered: expected - missing,
        lost_to_every_client: lostToAll,
        repeats_before_dedupe: duplicates,
        ready_again_s: recoverySeconds,
      });

      const label = `outage ${outage + 1}`;
      if (actions.some((s) => s !== 200))
        problems.push(`${label}: moderation answered ${[...new Set(actions)].join(', ')}`);
      if (publicPages.some((s) => s !== 200))
        problems.push(`${label}: /api/approved/ answered ${[...new Set(publicPages)].join(', ')}`);
      if (!readiness.includes(503))
        problems.push(`${label}: /api/ready never said 503 (${[...new Set(readiness)].join(', ')})`);
      if (!readyAgain) problems.push(`${label}: /api/ready not 200 within 30 s of Redis coming back`);
      if (!published) problems.push(`${label}: outbox rows still unpublished 20 s after recovery`);
      if (rows.length < actions.length)
        problems.push(`${label}: ${actions.length} actions but ${rows.length} outbox rows`);
      if (missing > 0)
        problems.push(`${label}: ${missing} of ${expected} deliveries missing (${lostToAll} events reached no client)`);
      if (unexpected > 0) problems.push(`${label}: ${unexpected} events reached a client they are not for`);
    }
    const warnings = worker
      .output()
      .split('\n')
      .filter((line) => !line.includes('"level":30'))
      .slice(-10);
    expect(problems, warnings.join('\n')).toEqual([]);
  }, 300_000);
});
