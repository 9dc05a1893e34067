/**
 * Secrets never leave: a scripted session makes one of each kind (passwords and their hashes, refresh
 * tokens, a password-reset token, a voucher code, the JWT secret, the YouTube API key), then every
 * GET operation of /api/docs/json is read anonymously and as a member, and those answers, every socket
 * event a public-room and a moderation-room client received, and the API's and worker's logs at
 * `debug` are searched for each secret's value.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@focustube/api';
import { buildWorker, type RunningWorker } from '@focustube/worker';
import { loadConfig, loggerOptions, openDatabase, schema, type DatabaseHandle } from '@focustube/core';
import { createDatabaseFrom } from '../support/databases.ts';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { connectSocket, type RecordingSocket } from '../support/stack.ts';
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube-server.ts';
import { SMALL_CHANNEL_ID, publicVideos } from '../fakes/fixtures.ts';

const unique = (prefix: string) => `${prefix}-${randomBytes(12).toString('base64url')}`;

/** Every secret the session made, by what it is. */
const secrets = new Map<string, string>();

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let app: FastifyInstance;
let worker: RunningWorker;
let database: DatabaseHandle;
let youtube: FakeYouTube;
let drop: () => Promise<void>;
let publicRoom: RecordingSocket;
let moderationRoom: RecordingSocket;
let moderator: SignedIn;
let member: { id: number; email: string; access: string };
let giftedVideo: string;
let jobId: string;

beforeAll(async () => {
  const youtubeKey = unique('AIzaSy-test-key');
  youtube = await startFakeYouTube({ apiKey: youtubeKey });
  const created = await createDatabaseFrom(inject('postgresUrl'), inject('templateDatabase'));
  drop = created.drop;
  const config = loadConfig({
    DATABASE_URL: created.url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'debug',
    SEED_ON_EMPTY: 'false',
    JWT_SECRET: unique('jwt-secret-for-the-leak-scan'),
    YOUTUBE_API_KEY: youtubeKey,
    YOUTUBE_API_URL: youtube.url,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  secrets.set('JWT secret', config.JWT_SECRET!);
  secrets.set('YouTube API key', youtubeKey);
  // The app's own logger options (with their redaction), at debug, into a stream the test reads.
  app = await buildApp({
    config,
    redisUrl: config.REDIS_URL!,
    logger: { ...loggerOptions(config), level: 'debug', stream: logStream },
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  database = await openDatabase({ url: created.url, dataDir: '.data', poolSize: 2 });
  worker = await buildWorker({
    config,
    redisUrl: config.REDIS_URL!,
    database,
    log: pino({ ...loggerOptions(config), level: 'debug' }, logStream).child({ service: 'worker' }),
  });
  moderator = await signUp(app, database.db, 'moderator');
  secrets.set("a moderator's password", moderator.password);
  publicRoom = await connectSocket(origin);
  moderationRoom = await connectSocket(origin, moderator.access);
}, 60_000);

afterAll(async () => {
  publicRoom?.close();
  moderationRoom?.close();
  await worker?.close();
  await app?.close();
  await database?.close();
  await youtube?.stop().catch(() => undefined);
  await drop?.();
});

/** Answers `res` after checking it succeeded, for the steps of the session. */
function ok<T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): T {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  return res.json() as T;
}

async function passwordHashOf(id: number): Promise<string> {
  const [row] = await database.db
    .select({ hash: schema.users.passwordHash })
    .from(schema.users)
    .where(eq(schema.users.id, id));
  return row!.hash;
}

describe('a session that makes every kind of secret', () => {
  it('registers, signs in and refreshes, resets a password, gifts a voucher and imports from YouTube', async () => {
    const username = `secretive_${randomBytes(3).toString('hex')}`;
    const email = `${username}@example.com`;
    const password = unique('first-password');
    secrets.set('a password at registration', password);
    const created = ok<{ id: number }>(
      await app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: { username, email, password, password2: password },
      }),
      201,
    );
    secrets.set('a password hash', await passwordHashOf(created.id));

    const wrong = unique('mistyped-password');
    secrets.set('a mistyped password', wrong);
    expect(
      (await app.inject({ method: 'POST', url: '/api/login/', payload: { email, password: wrong } })).statusCode,
    ).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });
    const first = ok<{ refresh: string }>(login);
    secrets.set('a refresh token (sign-in)', first.refresh);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      cookies: { focustube_refresh: first.refresh },
    });
    secrets.set('a refresh token (rotated, by cookie)', ok<{ refresh: string }>(refreshed).refresh);

    // A password reset: its token reaches only the member's mailbox.
    ok(await app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email } }), 202);
    await expect.poll(() => app.mailer.recent.find((m) => m.to === email)).toBeTruthy();
    const resetToken = /\/reset-password\?token=([\w-]+)/.exec(
      app.mailer.recent.find((m) => m.to === email)!.text,
    )![1]!;
    secrets.set('a password-reset token', resetToken);
    // The member opens the link in the mail (the page the web app serves), then sets a new password.
    expect((await app.inject({ url: `/reset-password?token=${resetToken}` })).statusCode).toBeLessThan(500);
    const newPassword = unique('second-password');
    secrets.set('a password set by reset', newPassword);
    ok(
      await app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm/',
        payload: { token: resetToken, password: newPassword, password2: newPassword },
      }),
    );
    secrets.set('a password hash after reset', await passwordHashOf(created.id));
    const again = ok<{ access: string; refresh: string }>(
      await app.inject({ method: 'POST', url: '/api/login/', payload: { email, password: newPassword } }),
    );
    secrets.set('a refresh token (after reset)', again.refresh);
    member = { id: created.id, email, access: again.access };

    // A voucher: moderators give it, a member who claims it sees it; nobody else.
    const [video] = await database.db
      .select({ id: schema.videos.videoId })
      .from(schema.videos)
      .where(eq(schema.videos.status, 'approved'))
      .limit(1);
    giftedVideo = video!.id;
    const voucher = unique('VOUCHER');
    secrets.set('a voucher code', voucher);
    ok(
      await app.inject({
        method: 'PATCH',
        url: `/api/assign-gift/${giftedVideo}/`,
        headers: moderator.auth,
        payload: { gift_token: voucher },
      }),
    );

    // The member who claims the gift is shown the code: the one answer that may carry it (and the scan finds it).
    const claim = await app.inject({
      method: 'POST',
      url: `/api/gifts/${giftedVideo}/claim/`,
      headers: { authorization: `Bearer ${member.access}` },
    });
    expect(leaksIn(claim.body)).toEqual(['a voucher code']);

    // YouTube, called with the key: directly, as a job in the worker, and failing.
    const channelVideo = publicVideos(youtube.channels.get(SMALL_CHANNEL_ID)!)[0]!;
    ok(
      await app.inject({
        url: `/api/resolve-channel-id-from-video/?video_id=${channelVideo.videoId}`,
        headers: moderator.auth,
      }),
    );
    jobId = ok<{ job_id: string }>(
      await app.inject({
        method: 'POST',
        url: '/api/youtube-videos/',
        headers: moderator.auth,
        payload: { video_id: channelVideo.videoId, assigned_category: 'mindset' },
      }),
      202,
    ).job_id;
    youtube.failNext(1, 'quota');
    const failed = await app.inject({
      url: `/api/resolve-channel-id-from-video/?video_id=${channelVideo.videoId}`,
      headers: moderator.auth,
    });
    expect(failed.statusCode).toBe(503);
    // A channel import, as a job the worker runs with the key; its first call fails.
    youtube.failNext(1, 'unavailable');
    ok(await app.inject({ url: `/api/fetch-videos/?channel_id=${SMALL_CHANNEL_ID}`, headers: moderator.auth }), 202);

    // The worker's jobs call YouTube once they start, which may be a moment after the 202s above.
    await expect
      .poll(() => youtube.requests.filter((r) => r.query.key === secrets.get('YouTube API key')).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(2);

    // A moderation action, so both rooms hear events.
    const [pending] = await database.db
      .select({ id: schema.videos.videoId })
      .from(schema.videos)
      .where(eq(schema.videos.status, 'pending'))
      .limit(1);
    ok(
      await app.inject({
        method: 'POST',
        url: `/api/approve/${pending!.id}/`,
        headers: moderator.auth,
        payload: { assigned_category: 'mindset' },
      }),
    );
    await expect.poll(() => publicRoom.events.some((e) => e.name === 'video:changed'), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => moderationRoom.events.filter((e) => e.name === 'job:completed').length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);

    // Last, YouTube cannot be reached at all: the error is logged, without the key in its URL.
    await youtube.stop();
    const unreachable = await app.inject({
      url: `/api/resolve-channel-id-from-video/?video_id=${channelVideo.videoId}`,
      headers: moderator.auth,
    });
    expect(unreachable.statusCode).toBe(503);
  });
});

/** Path and query values for the GET operations, so each reaches past "not found" where it can. */
function fill(path: string, parameters: { name: string; in: string; required?: boolean }[]): string {
  const values: Record<string, string> = {
    video_id: giftedVideo,
    id: String(member.id),
    job_id: jobId,
    categoryId: '27',
    q: 'learn',
    query: 'lea',
    channel_id: SMALL_CHANNEL_ID,
  };
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));
  const query = parameters
    .filter((p) => p.in === 'query' && (p.required || p.name in values))
    .map((p) => `${p.name}=${encodeURIComponent(values[p.name] ?? '1')}`);
  return query.length > 0 ? `${url}?${query.join('&')}` : url;
}

/** The secrets found in `text`, by what they are; a password hash also by its last (hash) part. */
function leaksIn(text: string): string[] {
  const found: string[] = [];
  for (const [what, value] of secrets) {
    const parts = what.includes('hash') ? [value, value.split('$').pop()!] : [value];
    if (parts.some((part) => text.includes(part))) found.push(what);
  }
  return found;
}

describe('after the session', () => {
  it('has made every kind of secret', () => {
    expect([...secrets.keys()]).toHaveLength(13);
    for (const value of secrets.values()) expect(value.length).toBeGreaterThanOrEqual(16);
  });

  it('shows none of them in any GET answer of the API, anonymously or as a member', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>>;
    }>();
    const gets = Object.entries(doc.paths).flatMap(([path, item]) =>
      item.get ? [{ path, parameters: item.get.parameters ?? [] }] : [],
    );
    expect(gets.length).toBeGreaterThan(25);
    const leaks: string[] = [];
    let answered = 0;
    for (const { path, parameters } of gets) {
      for (const [who, headers] of [
        ['anonymous', {}],
        ['a member', { authorization: `Bearer ${member.access}` }],
      ] as const) {
        const url = fill(path, parameters);
        const res = await app.inject({ url, headers });
        if (res.statusCode === 200) answered += 1;
        const text = `${JSON.stringify(res.headers)}\n${res.body}`;
        for (const what of leaksIn(text)) leaks.push(`${what} in GET ${url} as ${who}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(20);
  });

  it('sends none of them to a public-room or a moderation-room socket', () => {
    expect(publicRoom.events.length).toBeGreaterThan(0);
    expect(moderationRoom.events.length).toBeGreaterThan(publicRoom.events.length);
    for (const [room, socket] of [
      ['public', publicRoom],
      ['moderation', moderationRoom],
    ] as const) {
      const leaks = socket.events.flatMap((e) => leaksIn(JSON.stringify(e)).map((what) => `${what} in ${e.name}`));
      expect(leaks, `${room} room`).toEqual([]);
    }
  });

  it('writes none of them to the logs, even at debug', () => {
    const text = logLines.join('');
    expect(logLines.length).toBeGreaterThan(50);
    // The log did see the session: its requests and the YouTube failure.
    expect(text).toMatch(/"url":"\/api\/password-reset\/confirm\/"/);
    expect(leaksIn(text)).toEqual([]);
  });
});
