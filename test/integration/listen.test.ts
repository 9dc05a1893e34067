/**
 * The relay hears NOTIFY on a connection of its own. When that connection is lost (a database restart,
 * a failover, a terminated backend) the worker listens again by itself, so events keep arriving in
 * milliseconds rather than on the relay's 2 s poll.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LISTENER_APPLICATION_NAME } from '@focustube/core';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let t: TestStack;
let mod: SignedIn;

beforeAll(async () => {
  t = await startTestStack();
  mod = await signUp(t.app, t.database.db, 'moderator');
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
/** Backends of this test's database that are LISTENing, whoever opened them. */
const listeners = async () =>
  (
    await rows<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`)
  )[0]!.n;

/** Approves a fresh video and answers how long its event took to reach a visitor's socket. */
async function eventLatency(): Promise<number> {
  const visitor = await t.connect();
  const [id] = await insertVideos(t.database.db, [{ status: 'pending', approvedAt: null, assignedCategory: 'health' }]);
  const started = Date.now();
  const res = await t.app.inject({ method: 'POST', url: `/api/approve/${id}/`, headers: mod.auth });
  expect(res.statusCode).toBe(200);
  await expect
    .poll(() => visitor.events.some((e) => e.name === 'video:changed' && e.payload.video_id === id), {
      timeout: 5000,
      interval: 10,
    })
    .toBe(true);
  visitor.close();
  return Date.now() - started;
}

describe('the outbox listener', () => {
  it('listens again on a new connection after its backend is terminated and reconnecting fails for a while', async () => {
    await expect.poll(listeners, { timeout: 5000 }).toBe(1);
    const [{ name }] = (await rows<{ name: string }>(sql`select current_database() as name`)) as [{ name: string }];
    // Refuse new connections for a moment, as a restarting server does, so the first attempts to listen again fail
    // (said from another database: a session cannot close the door of its own).
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    const allow = (on: boolean) => admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections ${on}`);
    await allow(false);
    try {
      const ended = await rows<{ ok: boolean }>(sql`select pg_terminate_backend(pid) as ok from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`);
      expect(ended).toEqual([{ ok: true }]);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await listeners()).toBe(0);
    } finally {
      await allow(true);
      await admin.end();
    }
    await expect.poll(listeners, { timeout: 8000, interval: 100 }).toBe(1);
    const [listener] = await rows<{ application_name: string }>(sql`select application_name from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`);
    expect(listener!.application_name).toBe(LISTENER_APPLICATION_NAME);
    // Woken by NOTIFY, not found by the 2 s poll: every one of a few events arrives well under a second.
    for (let i = 0; i < 3; i++) expect(await eventLatency()).toBeLessThan(1000);
  }, 30_000);
});

describe('a pooled connection lost in the middle of a transaction', () => {
  it('fails that transaction, and the process and the pool carry on', async () => {
    const { db } = t.database;
    const transaction = db.transaction(async (tx) => {
      const [{ pid }] = (
        (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: [{ pid: number }] }
      ).rows;
      // Terminated between two queries, as a restart does while the relay awaits Redis: the connection
      // hears of it with no query running, as an 'error' event (which would end the process unheard).
      await db.execute(sql`select pg_terminate_backend(${pid})`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(((await db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
  });
});
