import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freePort, startPrivateRedis, type PrivateRedis } from '@focustube/core';
import { startTestApp, type TestApp } from '../support/app.ts';
import { insertVideos } from '../support/fixtures.ts';

let t: TestApp;
/** The defaults, but for a small per-account failure limit: a school or an office behind one address. */
let nat: TestApp;
beforeAll(async () => {
  [t, nat] = await Promise.all([
    startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5', LOGIN_FAILURES_PER_HOUR: '3', REFRESH_RATE_LIMIT_PER_MINUTE: '8' }),
    startTestApp({ LOGIN_FAILURES_PER_HOUR: '3' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), nat?.close()]);
});

const PASSWORD = 'tea-kettle-orbit-9';
let serial = 0;
const login = (email: string, password: string, ip: string, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password }, remoteAddress: ip });
const register = (username: string, ip: string, app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { username, email: `${username}@example.com`, password: PASSWORD, password2: PASSWORD },
    remoteAddress: ip,
  });
const refresh = (token: string, ip: string, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token }, remoteAddress: ip });
/** A new account signed in from an address of its own; answers its refresh token. */
async function signedIn(app = t): Promise<{ email: string; refresh: string }> {
  serial += 1;
  const username = `family_${serial}_${Math.random().toString(36).slice(2, 6)}`;
  expect((await register(username, `10.50.${serial}.1`, app)).statusCode).toBe(201);
  const res = await login(`${username}@example.com`, PASSWORD, `10.50.${serial}.2`, app);
  expect(res.statusCode).toBe(200);
  return { email: `${username}@example.com`, refresh: res.json<{ refresh: string }>().refresh };
}
/** Refreshes `count` times in a row, following each rotation; answers the statuses and the last token. */
async function storm(start: string, count: number, ip: string, app = t) {
  let token = start;
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await refresh(token, ip, app);
    statuses.push(res.statusCode);
    if (res.statusCode === 200) token = res.json<{ refresh: string }>().refresh;
  }
  return { statuses, token };
}

describe('rate limits', () => {
  it('limits sign-in attempts per IP with a 429 problem and retry-after', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login(`ip-test-${i}@example.com`, 'whatever-pass', '10.1.1.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await login('another@example.com', 'whatever-pass', '10.1.1.1');
    expect(limited.headers['content-type']).toMatch(/problem\+json/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ status: 429, detail: expect.stringMatching(/Too many attempts/) });
    expect((await login('another@example.com', 'whatever-pass', '10.1.1.2')).statusCode).toBe(401);
  });

  it('slows an account down after repeated failures from anywhere, without locking its owner out, whether or not it exists', async () => {
    expect((await register('slowed_down', '10.2.0.1')).statusCode).toBe(201);
    // LOGIN_FAILURES_PER_HOUR (3 here) failures from three addresses: the account is now under attack.
    for (let i = 0; i < 3; i++)
      expect((await login('slowed_down@example.com', 'wrong-guess-xx', `10.3.0.${i}`)).statusCode).toBe(401);
    // One attempt every few seconds for the whole account, from any address: this one takes the turn…
    expect((await login('slowed_down@example.com', 'wrong-guess-xx', '10.3.0.9')).statusCode).toBe(401);
    // …so the next, even the owner's with the right password, waits a few seconds, not an hour.
    const slowed = await login('slowed_down@example.com', PASSWORD, '10.3.1.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['content-type']).toMatch(/problem\+json/);
    expect(slowed.json()).toMatchObject({ detail: expect.stringMatching(/one attempt every \d+ seconds/) });
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(10);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
    expect((await login('slowed_down@example.com', PASSWORD, '10.3.1.1')).statusCode).toBe(200);
    // Signing in does not end the slowdown (the attacker would get a fresh allowance): the owner just took the turn.
    const realSlowed = await login('slowed_down@example.com', 'wrong-guess-xx', '10.4.1.2');
    // An account that does not exist is slowed down the same way: the answer tells nothing.
    for (let i = 0; i < 4; i++) await login('ghost@example.com', 'wrong-guess-xx', `10.4.0.${i}`);
    const ghost = await login('ghost@example.com', 'wrong-guess-xx', '10.4.1.1');
    expect([ghost.statusCode, realSlowed.statusCode]).toEqual([429, 429]);
    expect(ghost.json<{ detail: string }>().detail.replace(/\d+/g, 'N')).toBe(
      realSlowed.json<{ detail: string }>().detail.replace(/\d+/g, 'N'),
    );
  });

  it('does not count silent session refreshes against sign-in: 30 page loads from one address, then a sign-in', async () => {
    const families = await Promise.all(Array.from({ length: 5 }, () => signedIn()));
    const statuses: number[] = [];
    // Six page loads for each of five learners behind one address: 30, six times the per-IP limit of 5.
    for (const family of families) statuses.push(...(await storm(family.refresh, 6, '10.60.0.1')).statuses);
    expect(statuses).toEqual(Array(30).fill(200));
    expect((await login(families[0]!.email, PASSWORD, '10.60.0.1')).statusCode).toBe(200);
  });

  it('limits a refresh storm per sign-in, without touching other sign-ins from the same address', async () => {
    const [stormy, calm] = [await signedIn(), await signedIn()];
    const { statuses, token } = await storm(stormy.refresh, 9, '10.61.0.1');
    expect(statuses).toEqual([...Array(8).fill(200), 429]);
    const limited = await refresh(token, '10.61.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/problem\+json/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      status: 429,
      detail: expect.stringMatching(/^This sign-in was renewed too many times .* Try again in \d+ seconds?\.$/),
    });
    // The other sign-in, from the same address, renews as usual.
    expect((await storm(calm.refresh, 3, '10.61.0.1')).statuses).toEqual([200, 200, 200]);
    // A refused refresh does not sign out: the cookie is left alone.
    expect(limited.headers['set-cookie']).toBeUndefined();
    // And sign-in from that address is not blocked.
    expect((await login(calm.email, PASSWORD, '10.61.0.1')).statusCode).toBe(200);
  });

  it('answers a refresh with no token 401 without counting it, as every signed-out page load sends one', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', remoteAddress: '10.62.0.1' });
      expect(res.statusCode).toBe(401);
    }
  });

  it('limits refreshes with unknown tokens per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await refresh(`not-a-token-${i}`, '10.63.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const { refresh: good } = await signedIn();
    expect((await refresh(good, '10.63.0.1')).statusCode).toBe(200);
  });
});

describe('a school behind one address, with the default limits', () => {
  const SCHOOL = '10.70.0.1';

  it('lets 40 learners register and sign in from one address within a minute', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `pupil_${i}_${Math.random().toString(36).slice(2, 6)}`);
    const registered = [];
    for (const name of names) registered.push((await register(name, SCHOOL, nat)).statusCode);
    expect(registered).toEqual(Array(40).fill(201));
    const signedInStatuses = [];
    const tokens: string[] = [];
    for (const name of names) {
      const res = await login(`${name}@example.com`, PASSWORD, SCHOOL, nat);
      signedInStatuses.push(res.statusCode);
      if (res.statusCode === 200) tokens.push(res.json<{ refresh: string }>().refresh);
    }
    expect(signedInStatuses).toEqual(Array(40).fill(200));
    // Each then loads a page or two: every page load renews the session.
    const renewed = [];
    for (const token of tokens) renewed.push(...(await storm(token, 2, SCHOOL, nat)).statuses);
    expect(renewed).toEqual(Array(80).fill(200));
    const reset = await nat.app.inject({
      method: 'POST',
      url: '/api/password-reset/',
      payload: { email: `${names[0]}@example.com` },
      remoteAddress: SCHOOL,
    });
    expect(reset.statusCode).toBe(202);
  });

  it('slows down one account after repeated failures, and only that account', async () => {
    const [victim, classmate] = [`victim_${Date.now().toString(36)}`, `classmate_${Date.now().toString(36)}`];
    expect((await register(victim, SCHOOL, nat)).statusCode).toBe(201);
    expect((await register(classmate, SCHOOL, nat)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++)
      expect((await login(`${victim}@example.com`, 'wrong-guess-xx', SCHOOL, nat)).statusCode).toBe(401);
    const slowed = await login(`${victim}@example.com`, PASSWORD, SCHOOL, nat);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['content-type']).toMatch(/problem\+json/);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(10);
    expect((await login(`${classmate}@example.com`, PASSWORD, SCHOOL, nat)).statusCode).toBe(200);
  });
});

describe('password guessing cannot lock an owner out (default limits)', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await startTestApp();
  });
  afterAll(async () => {
    await open?.close();
  });

  it('refuses the attacking address after 10 failures while the owner signs in from elsewhere', async () => {
    const owner = `owner_${Date.now().toString(36)}`;
    expect((await register(owner, '10.80.0.1', open)).statusCode).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++)
      statuses.push((await login(`${owner}@example.com`, `wrong-guess-${i}`, '10.80.6.6', open)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(110).fill(429)]);
    const refused = await login(`${owner}@example.com`, PASSWORD, '10.80.6.6', open);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/problem\+json/);
    expect(refused.json()).toMatchObject({ detail: expect.stringMatching(/from this network/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The owner, from their own address, with the right password: signed in at once.
    expect((await login(`${owner}@example.com`, PASSWORD, '10.80.0.1', open)).statusCode).toBe(200);
  });

  it('answers refused attempts without verifying a password', async () => {
    const owner = `quick_${Date.now().toString(36)}`;
    expect((await register(owner, '10.81.0.1', open)).statusCode).toBe(201);
    // Ten failures, each an argon2id verification: the time of five is the yardstick.
    let started = performance.now();
    for (let i = 0; i < 10; i++) {
      if (i === 5) started = performance.now();
      expect((await login(`${owner}@example.com`, `wrong-guess-${i}`, '10.81.6.6', open)).statusCode).toBe(401);
    }
    const fiveVerified = performance.now() - started;
    started = performance.now();
    for (let i = 0; i < 20; i++)
      expect((await login(`${owner}@example.com`, `wrong-guess-${i}`, '10.81.6.6', open)).statusCode).toBe(429);
    // Twenty verifications would take four times as long; twenty refusals take a few milliseconds each.
    expect(performance.now() - started).toBeLessThan(fiveVerified);
  });
});

describe('limits while Redis is down', () => {
  let redis: PrivateRedis;
  let down: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'focustube-limits-'));
    const started = await startPrivateRedis(dir);
    if (!started) throw new Error('redis-server is not installed');
    redis = started;
    down = await startTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await redis?.stop();
    await down?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps counting failed sign-ins in memory, and sign-in keeps working', async () => {
    const owner = `outage_${Date.now().toString(36)}`;
    expect((await register(owner, '10.90.0.1', down)).statusCode).toBe(201);
    await redis.stop();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await login(`${owner}@example.com`, `wrong-guess-${i}`, '10.90.6.6', down)).statusCode);
    expect(statuses).toContain(429);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(30).fill(429)]);
    const refused = await login(`${owner}@example.com`, PASSWORD, '10.90.6.6', down);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const res = await login(`${owner}@example.com`, PASSWORD, '10.90.0.2', down);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('access');
  });
});

describe('typing limits on suggestions and search (default limits)', () => {
  const suggest = (ip: string, i: number) =>
    nat.app.inject({ url: `/api/suggestions?query=${encodeURIComponent(`lea${i % 7}`)}`, remoteAddress: ip });
  const search = (ip: string, i: number) => nat.app.inject({ url: `/api/search?q=learn${i % 5}`, remoteAddress: ip });

  it('lets one address ask for 120 suggestions a minute, then answers a 429 problem with retry-after', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await suggest('10.72.0.1', i)).statusCode);
    expect(statuses).toEqual(Array(120).fill(200));
    const limited = await suggest('10.72.0.1', 120);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({
      status: 429,
      detail: expect.stringMatching(/^Too many suggestion requests from this network\. Try again in \d+ seconds?\.$/),
    });
    expect((await suggest('10.72.0.2', 0)).statusCode).toBe(200);
  });

  it('lets one address search 60 times a minute, counted apart from its suggestions', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await search('10.72.1.1', i)).statusCode);
    expect(statuses).toEqual([...Array(60).fill(200), 429]);
    const limited = await search('10.72.1.1', 0);
    expect(limited.json()).toMatchObject({ detail: expect.stringMatching(/^Too many searches from this network/) });
    expect((await suggest('10.72.1.1', 0)).statusCode).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({
      TRUST_PROXY: 'true',
      SEARCH_RATE_LIMIT_PER_MINUTE: '3',
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
    });
  });
  afterAll(async () => {
    await proxied?.close();
  });
  const BALANCER = '10.0.0.2';
  const via = (client: string) => ({ remoteAddress: BALANCER, headers: { 'x-forwarded-for': client } });

  it('counts each client by the address in X-Forwarded-For, not the balancer’s', async () => {
    const first: number[] = [];
    for (let i = 0; i < 4; i++)
      first.push((await proxied.app.inject({ url: '/api/search?q=learn', ...via('203.0.113.5') })).statusCode);
    expect(first).toEqual([200, 200, 200, 429]);
    // Another learner behind the same balancer is not held back by the first.
    expect((await proxied.app.inject({ url: '/api/search?q=learn', ...via('203.0.113.6') })).statusCode).toBe(200);
    const logins: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: `proxied-${i}@example.com`, password: 'whatever-pass' },
        ...via(`198.51.100.7, ${BALANCER}`),
      });
      logins.push(res.statusCode);
    }
    expect(logins).toEqual([401, 401, 401, 429]);
  });

  it('renders search pages for every visitor: the server’s own API calls do not spend one address’s limit', async () => {
    await insertVideos(proxied.database.db, [{ title: 'Axolotl regeneration, step by step' }]);
    const pages = [];
    for (let i = 0; i < 6; i++) {
      // Six different searches, so none is served from the page cache: each page reads /api/search in-process.
      const q = encodeURIComponent(`axolotl${' regeneration'.repeat(i % 2)}${' '.repeat(i)}`);
      pages.push(await proxied.app.inject({ url: `/search?q=${q}`, ...via(`203.0.113.${20 + i}`) }));
    }
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Axolotl regeneration, step by step');
    }
  });

  it('without it, ignores X-Forwarded-For: a client cannot pick a new address for each attempt', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: `spoofer-${i}@example.com`, password: 'whatever-pass' },
        remoteAddress: '10.73.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('per-address limits while Redis cannot be reached', () => {
  let unreachable: TestApp;
  beforeAll(async () => {
    // Nothing listens on this port: every Redis command fails at once, as in an outage.
    const port = await freePort();
    unreachable = await startTestApp({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT_PER_MINUTE: '5',
      SEARCH_RATE_LIMIT_PER_MINUTE: '3',
      SUGGESTIONS_RATE_LIMIT_PER_MINUTE: '3',
    });
  });
  afterAll(async () => {
    await unreachable?.close();
  });

  it('count in memory instead of failing open: 40 wrong passwords from one address, refused past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      // A different account each time, so only the per-address limit can refuse them.
      statuses.push((await login(`outage-${i}@example.com`, 'wrong-guess-xx', '10.91.6.6', unreachable)).statusCode);
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(35).fill(429)]);
    expect((await login('outage-0@example.com', 'wrong-guess-xx', '10.91.6.7', unreachable)).statusCode).toBe(401);
  });

  it('keep the typing limits too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await unreachable.app.inject({ url: '/api/search?q=learn', remoteAddress: '10.91.7.7' })).statusCode,
      );
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await unreachable.app.inject({ url: '/api/suggestions?query=lea', remoteAddress: '10.91.7.7' })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 200, 200, 200, 429]);
  });
});

describe('bounded query time (DATABASE_STATEMENT_TIMEOUT_MS)', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await startTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '300', SEARCH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await slow?.close();
  });

  it('cancels queries that wait past the limit and answers 503 problems, then serves again', async () => {
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another session holds the videos table: every catalogue query now waits, as behind a runaway query.
    const holder = slow.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table videos in access exclusive mode`);
      locked();
      // Let go after 6 s at the latest: without a limit the requests would wait for it, and fail below.
      await new Promise<void>((resolve) => {
        release = resolve;
        setTimeout(resolve, 6000);
      });
    });
    await isLocked;
    const started = performance.now();
    // Twice the pool: without the limit these would queue behind each other until the lock went.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        slow.app.inject({ url: `/api/search?q=${encodeURIComponent(`stuck query ${i}`)}` }),
      ),
    );
    const elapsed = performance.now() - started;
    release();
    await holder;
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ detail: expect.stringMatching(/took too long/) });
    }
    expect(elapsed).toBeLessThan(5000);
    expect((await slow.app.inject({ url: '/api/search?q=stuck%20query%200' })).statusCode).toBe(200);
  });
});
