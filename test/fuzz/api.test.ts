/**
 * Fuzzes every operation of /api/docs/json, as each role, against the real app on PostgreSQL and
 * Redis: FUZZ_RUNS requests (2,000 in `npm test`; `npm run fuzz -- --runs N` for more), from the seed
 * FUZZ_SEED or a random one, printed so a run can be repeated. Every answer must keep the invariants
 * in invariants.ts; fast-check shrinks a failing request to a minimal one.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@focustube/core';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube-server.ts';
import { brokenByAnswer, changesAfter, journalEnd, startJournal } from './invariants.ts';
import { operationsOf, requestTo, ROLES, type FuzzRequest, type Known, type Operation, type Role } from './requests.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Operations whose success can end a caller's sign-in or change its role: the callers are checked after them. */
const SESSION_CHANGING = new Set([
  'patch /api/user',
  'delete /api/user',
  'post /api/logout',
  'patch /api/admin/users/{id}',
  'post /api/password-reset/confirm',
]);

let t: TestApp;
let youtube: FakeYouTube;
let operations: Operation[];
let known: Known;
let components: Record<string, Record<string, unknown>>;
const callers: Partial<Record<Role, SignedIn & { at: number }>> = {};
/** Access tokens live 15 minutes: a long run signs its callers in again well before. */
const RESIGN_AFTER_MS = 10 * 60_000;

/** Signs a role in again if a fuzzed request signed it out, deleted it or changed its role, or its token is old. */
async function keepCallers() {
  for (const role of ['user', 'moderator', 'admin'] as const) {
    const caller = callers[role];
    const fresh = caller && Date.now() - caller.at < RESIGN_AFTER_MS;
    const account = fresh ? await t.app.accountFromToken(caller.access).catch(() => null) : null;
    if (account?.role !== role) callers[role] = { ...(await signUp(t.app, t.database.db, role)), at: Date.now() };
  }
}

beforeAll(async () => {
  youtube = await startFakeYouTube();
  t = await startTestApp({ YOUTUBE_API_KEY: youtube.apiKey, YOUTUBE_API_URL: youtube.url });
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, Record<string, unknown>> };
  }>();
  operations = operationsOf(doc);
  components = doc.components.schemas;
  await keepCallers();
  const bystander = await signUp(t.app, t.database.db, 'user');
  const v = schema.videos;
  const videos = await t.database.db
    .select({ id: v.videoId, status: v.status })
    .from(v)
    .where(inArray(v.status, ['approved', 'pending', 'removed']))
    .orderBy(v.id)
    .limit(60);
  const [source] = await t.database.db
    .insert(schema.sources)
    .values({ channelId: 'UCfuzzfuzzfuzzfuzzfuzz01' })
    .returning({ id: schema.sources.id });
  // A few of each status, and ids no row has.
  const ids = ['approved', 'pending', 'removed'].flatMap((s) =>
    videos
      .filter((row) => row.status === s)
      .slice(0, 4)
      .map((row) => row.id),
  );
  known = {
    videoIds: [...ids, 'aaaaaaaaaaa', 'A-_09zzzzzz'],
    userIds: [bystander.id, 999_999],
    sourceIds: [source!.id, 999_999],
    courseSlugs: [
      ...(await t.database.db.select({ slug: schema.courses.slug }).from(schema.courses)).map((row) => row.slug),
      'no-such-course',
    ],
  };
  await t.database.db.update(schema.videos).set({ giftToken: 'FUZZ-GIFT' }).where(eq(schema.videos.videoId, ids[0]!));
  await startJournal(t.database.db);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await youtube?.stop();
});

async function send(request: FuzzRequest) {
  const headers = { ...request.headers };
  const caller = request.role === 'anonymous' ? undefined : callers[request.role];
  if (caller) headers.authorization = caller.auth.authorization;
  const started = performance.now();
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: request.ip,
    ...(request.body !== undefined ? { payload: request.body } : {}),
  });
  return { res, elapsed: performance.now() - started };
}

describe('the API under generated input', () => {
  it(
    `keeps its invariants for ${RUNS} generated requests`,
    async () => {
      console.log(
        `API fuzz: seed ${SEED}, ${RUNS} requests over ${operations.length} operations × ${ROLES.length} roles ` +
          `(repeat with: npm run fuzz -- --seed ${SEED} --runs ${RUNS})`,
      );
      const byOperation = new Map<string, number>();
      const byRole = new Map<Role, number>();
      const byStatus = new Map<number, number>();
      let sent = 0;
      let journal = await journalEnd(t.database.db);
      const started = performance.now();
      const arbitrary = fc.constantFrom(...operations).chain((op) => requestTo(op, { components, known }));
      const property = fc.asyncProperty(arbitrary, async (request) => {
        const { res, elapsed } = await send(request);
        sent += 1;
        byOperation.set(request.op, (byOperation.get(request.op) ?? 0) + 1);
        byRole.set(request.role, (byRole.get(request.role) ?? 0) + 1);
        byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
        const broken = brokenByAnswer(res, elapsed);
        const after = await journalEnd(t.database.db);
        if (res.statusCode >= 400 && res.statusCode < 500 && after !== journal) {
          broken.push(
            `refused with ${res.statusCode}, yet wrote ${(await changesAfter(t.database.db, journal)).join(', ')}`,
          );
        }
        journal = after;
        if ((res.statusCode < 300 && SESSION_CHANGING.has(request.op)) || sent % 500 === 0) {
          await keepCallers();
          journal = await journalEnd(t.database.db);
        }
        if (broken.length > 0) throw new Error(broken.join('\n'));
      });
      try {
        await fc.assert(property, { seed: SEED, numRuns: RUNS });
      } finally {
        const seconds = (performance.now() - started) / 1000;
        const statuses = [...byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
        console.log(
          `API fuzz: ${sent} requests in ${seconds.toFixed(1)} s (seed ${SEED}); ` +
            `${byOperation.size}/${operations.length} operations, roles ${[...byRole.entries()].map(([r, n]) => `${r}×${n}`).join(' ')}; ` +
            `statuses ${statuses.join(' ')}`,
        );
      }
      expect(sent).toBeGreaterThanOrEqual(RUNS);
      if (RUNS >= 1000) expect(operations.filter((op) => !byOperation.has(op.key)).map((op) => op.key)).toEqual([]);
    },
    120_000 + RUNS * 100,
  );
});
