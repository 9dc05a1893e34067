/**
 * A worker process killed in the middle of a job: another worker takes the job over within seconds
 * (JOB_LOCKS), and the job finishes with every video approved exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildWorker, type RunningWorker } from '@focustube/worker';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/app.ts';

const WORKER = fileURLToPath(new URL('../../services/worker/src/main.ts', import.meta.url));
const TSX = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const FIXTURES = 40_000;

let t: TestApp;
let mod: SignedIn;
let child: ChildProcess | undefined;
let survivor: RunningWorker | undefined;
const cwd = mkdtempSync(path.join(tmpdir(), 'focustube-worker-'));

beforeAll(async () => {
  t = await startTestApp();
  mod = await signUp(t.app, t.database.db, 'moderator');
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await survivor?.close();
  await t?.close();
  rmSync(cwd, { recursive: true, force: true });
});

type JobView = { state: string; progress: number; result?: { approved: number } };
const approvedFixtures = async () =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from videos where title = 'Crash fixture' and status = 'approved'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;
const jobOf = async (id: string) =>
  (await t.app.inject({ url: `/api/jobs/${id}/`, headers: mod.auth })).json<JobView>();

describe('a worker killed in the middle of a job', () => {
  it('has its bulk approval taken over by another worker within seconds, every video approved exactly once', async () => {
    await t.database.db.execute(sql`
      insert into videos (video_id, title, channel_title, status, assigned_category, source)
      select 'k' || lpad(to_hex(g), 10, '0'), 'Crash fixture', 'Fixture channel', 'pending', 'technology', 'test'
      from generate_series(1, ${FIXTURES}) g`);

    let output = '';
    child = spawn(process.execPath, ['--import', TSX, WORKER], {
      cwd,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: t.app.config.DATABASE_URL!,
        REDIS_URL: t.redisUrl,
        REDIS_PREFIX: t.prefix,
        JWT_SECRET: TEST_JWT_SECRET,
        SEED_ON_EMPTY: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/bulk-approve/',
      headers: mod.auth,
      payload: { all: true },
    });
    expect(accepted.statusCode).toBe(202);
    const jobId = accepted.json<{ job_id: string }>().job_id;
    // The child worker has committed its first batch and is on the next ones.
    await expect
      .poll(async () => (await jobOf(jobId)).progress, { timeout: 30_000, interval: 50, message: output })
      .toBeGreaterThan(0);
    child.kill('SIGKILL');
    await exited;
    const killedAt = Date.now();
    expect((await jobOf(jobId)).state).toBe('active');
    const approvedAtKill = await approvedFixtures();

    survivor = await buildWorker({ config: t.app.config, redisUrl: t.redisUrl, database: t.database });
    // Taken over: the survivor approves more. BullMQ's defaults (30 s locks, 30 s checks) left it waiting
    // 30–60 s and more. How long the rest then takes depends on how busy the machine is.
    await expect.poll(approvedFixtures, { timeout: 30_000, interval: 100 }).toBeGreaterThan(approvedAtKill);
    expect(Date.now() - killedAt).toBeLessThan(20_000);
    await expect.poll(async () => (await jobOf(jobId)).state, { timeout: 60_000, interval: 200 }).toBe('completed');

    const [counts] = (
      (await t.database.db.execute(sql`
        select count(*) filter (where v.status = 'approved')::int as approved,
               count(*) filter (where l.n = 1)::int as logged_once
        from videos v
        left join (select video_id, count(*) as n from moderation_log where action = 'bulk_approve' group by video_id) l
          on l.video_id = v.id
        where v.title = 'Crash fixture'`)) as unknown as { rows: { approved: number; logged_once: number }[] }
    ).rows;
    expect(counts).toEqual({ approved: FIXTURES, logged_once: FIXTURES });
  }, 150_000);
});
