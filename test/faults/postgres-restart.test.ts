/**
 * PostgreSQL restarted (fast shutdown, 3 s down) under light load: requests meanwhile fail fast with a
 * 503 problem+json (no hang, no 500), the pool recovers by itself, and no transition is half done:
 * every status change has its moderation_log row and its outbox event, and an approval answered 200 is
 * in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertPending,
  moderator,
  recordFigure,
  request,
  sleep,
  startStack,
  waitFor,
  type Answer,
  type FaultStack,
} from './harness.ts';

const DOWN_MS = 3000;
/** "Fail fast": no answer during the restart may take longer than this. */
const BOUND_MS = 10_000;
let s: FaultStack;

beforeAll(async () => {
  s = await startStack('postgres-restart', { apis: 1, workers: 1 });
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('PostgreSQL restarted under light load', () => {
  it('answers 503 problem+json meanwhile, recovers by itself, and leaves no transition half done', async () => {
    const api = s.apis[0]!;
    const mod = await moderator(api.origin, s.db);
    const ids = await insertPending(s.db, 400, 'p');
    const answers: { kind: string; id?: string; answer: Answer; phase: 'before' | 'during' | 'after' }[] = [];
    let phase: 'before' | 'during' | 'after' = 'before';
    let stop = false;
    let next = 0;
    // Two visitors reading lists and a moderator approving, each a request at a time, ~10 a second in all.
    const visitor = async () => {
      while (!stop) {
        answers.push({
          kind: 'list',
          answer: await request(`${api.origin}/api/approved/`, { timeoutMs: 30_000 }),
          phase,
        });
        await sleep(150);
      }
    };
    const moderating = async () => {
      while (!stop && next < ids.length) {
        const id = ids[next++]!;
        const answer = await request(`${api.origin}/api/approve/${id}/`, {
          method: 'POST',
          token: mod.token,
          body: {},
          timeoutMs: 30_000,
        });
        answers.push({ kind: 'approve', id, answer, phase });
        await sleep(100);
      }
    };
    const load = Promise.all([visitor(), visitor(), moderating()]);
    await sleep(1500);
    phase = 'during';
    const restartStarted = Date.now();
    await s.db.restart(DOWN_MS);
    const upAt = Date.now();
    const ready = await waitFor(async () => (await request(`${api.origin}/api/ready`)).status === 200, 30_000, 100);
    const readyAfter = (Date.now() - upAt) / 1000;
    phase = 'after';
    // The pool recovers by itself: requests succeed again without anyone restarting the API.
    await sleep(3000);
    stop = true;
    await load;

    const during = answers.filter((a) => a.phase === 'during');
    const after = answers.filter((a) => a.phase === 'after');
    const statuses = (list: typeof answers) => [...new Set(list.map((a) => a.answer.status))].sort();
    const slowest = Math.max(...during.map((a) => a.answer.ms));
    const refused = during.filter((a) => a.answer.status === 503);

    // Every approval answered 200 is in the database; the others left nothing behind.
    const [consistency] = await s.db.query<{
      changed: number;
      logged_once: number;
      with_event: number;
      pending_with_log: number;
    }>(
      `select count(*) filter (where v.status <> 'pending')::int as changed,
              count(*) filter (where v.status <> 'pending' and l.n = 1)::int as logged_once,
              count(*) filter (where v.status <> 'pending' and exists (
                select 1 from outbox o where o.event = 'video:changed' and o.payload->>'video_id' = v.video_id))::int as with_event,
              count(*) filter (where v.status = 'pending' and l.n > 0)::int as pending_with_log
       from videos v
       left join (select video_id, count(*)::int as n from moderation_log group by video_id) l on l.video_id = v.id
       where v.title = 'Fault fixture p'`,
    );
    const approvedOk = answers.filter((a) => a.kind === 'approve' && a.answer.status === 200).map((a) => a.id!);
    const { confirmed } = await s.db.one<{ confirmed: number }>(
      `select count(*)::int as confirmed from videos where video_id = any($1) and status = 'approved'`,
      [approvedOk],
    );

    recordFigure('PostgreSQL restart', {
      down_s: (upAt - restartStarted) / 1000,
      requests_during: during.length,
      answered_503: refused.length,
      statuses_during: statuses(during).join('/'),
      slowest_during_ms: Math.round(slowest),
      ready_after_start_s: readyAfter,
      statuses_after: statuses(after).join('/'),
      transitions: consistency!.changed,
      half_done:
        consistency!.changed -
        Math.min(consistency!.logged_once, consistency!.with_event) +
        consistency!.pending_with_log,
    });

    expect(ready).toBe(true);
    expect(during.length).toBeGreaterThan(5);
    // Fail fast, and as a problem the client can read: 503 problem+json (200 for what the cache or a
    // pooled connection still answered before the shutdown cut it), never a 500 or a hang.
    expect(statuses(during).filter((st) => st !== 200 && st !== 503)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) expect(a.answer.contentType).toContain('application/problem+json');
    expect(slowest).toBeLessThan(BOUND_MS);
    expect(statuses(after)).toEqual([200]);
    expect(consistency).toEqual({
      changed: consistency!.changed,
      logged_once: consistency!.changed,
      with_event: consistency!.changed,
      pending_with_log: 0,
    });
    expect(confirmed).toBe(approvedOk.length);
    // Events of approvals made around the restart still went out.
    const drained = await waitFor(
      async () =>
        (await s.db.query<{ n: number }>(`select count(*)::int as n from outbox where published_at is null`))[0]!.n ===
        0,
      20_000,
    );
    expect(drained, drained ? '' : `events still waiting; the worker said:\n${s.workers[0]!.output()}`).toBe(true);
  }, 180_000);
});
