/**
 * Input a client can send that never reaches a route's own code: malformed addresses, over-long ids,
 * over-sized requests and text PostgreSQL cannot store. Each is a 4xx problem a person can read, and
 * nothing changes.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@focustube/core';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let mod: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  mod = await signUp(t.app, t.database.db, 'moderator');
});
afterAll(async () => {
  await t?.close();
});

function expectProblem(res: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = JSON.parse(res.body) as { status: number; detail: string };
  expect(body.status).toBe(status);
  expect(body.detail.length).toBeGreaterThan(10);
  return body;
}

describe('addresses the router cannot read', () => {
  it('answers a badly encoded address with a 400 problem', async () => {
    for (const url of ['/api/approved/%ZZ/', '/%ZZ']) {
      expect(expectProblem(await t.app.inject({ url }), 400).detail).toMatch(/not properly encoded/);
    }
  });

  it('answers an over-long video id in the path with a 414 problem', async () => {
    expectProblem(await t.app.inject({ url: `/api/videos/${'a'.repeat(300)}/` }), 414);
  });

  it('answers a request line over the header limit with a 431 problem, over a real connection', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(origin);
    const res = await new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: `/api/search?q=${'a'.repeat(40_000)}` }, (r) => {
          let body = '';
          r.on('data', (d: Buffer) => (body += d.toString()));
          r.on('end', () => resolve({ statusCode: r.statusCode!, headers: r.headers, body }));
        });
        req.on('error', reject);
        req.end();
      },
    );
    expect(expectProblem(res, 431).detail).toMatch(/too large/);
  });
});

describe('text with a NUL character', () => {
  it('is refused as a 400 naming the field, in queries and bodies alike, for anyone', async () => {
    const cases = [
      { url: '/api/search?q=a%00b', field: 'q' },
      { url: '/api/suggestions?query=a%00b', field: 'query' },
      {
        method: 'POST' as const,
        url: '/api/login/',
        payload: { email: 'a\u0000b@x.io', password: 'x' },
        field: 'email',
      },
      {
        method: 'POST' as const,
        url: '/api/contact/',
        payload: { name: 'N\u0000', email: 'n@x.io', text: 'Hello there' },
        field: 'name',
      },
      { url: '/api/pending-videos/?q=a%00b', headers: mod.auth, field: 'q' },
    ];
    for (const { field, ...call } of cases) {
      const body = expectProblem(await t.app.inject(call), 400) as {
        detail: string;
        errors?: Record<string, string[]>;
      };
      expect(body.detail, call.url).toMatch(/NUL character/);
      expect(Object.keys(body.errors ?? {}), call.url).toEqual([field]);
    }
  });

  it('changes nothing when a moderator sends one in a removal reason', async () => {
    const [id] = await insertVideos(t.database.db, [{ status: 'pending', approvedAt: null }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/remove/${id}/`,
      headers: mod.auth,
      payload: { reason: 'spam\u0000' },
    });
    expectProblem(res, 400);
    const [row] = await t.database.db
      .select({ status: schema.videos.status })
      .from(schema.videos)
      .where(eq(schema.videos.videoId, id!));
    expect(row!.status).toBe('pending');
  });
});

describe('bodies over the limit', () => {
  it('refuses a sign-in body over 16 KB with a 413 problem, before reading it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'a@example.com', password: 'x'.repeat(17 * 1024) },
    });
    expect(expectProblem(res, 413).detail).toBe('The request body is too large: this call accepts at most 16 KB.');
  });

  it('takes a whole contact message and a bulk approval of 10,000 videos, which need more', async () => {
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Amina', email: 'amina@example.com', text: '\u0001'.repeat(5000) },
    });
    expect(message.statusCode).toBe(201);
    const ids = Array.from({ length: 10_000 }, (_, i) => `bulk${String(i).padStart(7, '0')}`);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/bulk-approve/',
      headers: mod.auth,
      payload: { video_ids: ids },
    });
    expect(bulk.statusCode).toBe(202);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/bulk-approve/',
      headers: mod.auth,
      payload: { video_ids: ids, padding: 'x'.repeat(256 * 1024) },
    });
    expect(expectProblem(tooMany, 413).detail).toMatch(/at most 256 KB/);
  });
});

/** Minimal counterexamples the API fuzzer (test/fuzz) found, each a 5xx or an answer a person could not act on. */
describe('found by the fuzzer', () => {
  it('refuses a body of thousands of nested arrays with a 400, where walking it overflowed the stack (500)', async () => {
    // The fuzzer sent 100,000 levels; 8,000 fit within the body limit and overflowed the same way.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sources',
      headers: { ...mod.auth, 'content-type': 'application/json' },
      payload: '['.repeat(8000) + ']'.repeat(8000),
    });
    expect(expectProblem(res, 400).detail).toMatch(/nested more than 32 levels/);
    expect(await t.database.db.$count(schema.sources)).toBe(0);
  });

  it('refuses a version past what PostgreSQL stores with a 400, where comparing it failed in the database (500)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deapproveone/0AaA0_A0_-0',
      headers: { ...mod.auth, 'content-type': 'application/json' },
      payload: '{"version":2147483648}',
    });
    expect(expectProblem(res, 400).detail).toMatch(/version is not one this video has had/);
  });

  it('answers a body of another media type with a 415 that says to send JSON, not "Unsupported Media Type"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '{}',
    });
    expect(expectProblem(res, 415).detail).toMatch(/Content-Type: application\/json/);
  });

  it("answers a category named like an object's own properties as an unknown category", async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const res = await t.app.inject({ url: `/api/approved/?categories=${name}` });
      expect(expectProblem(res, 400).detail, name).toMatch(
        new RegExp(`^There is no category "${name.toLowerCase()}"\\.`),
      );
    }
  });

  it('names a missing or mistyped field in plain words, not zod\'s "expected string, received undefined"', async () => {
    const missing = await t.app.inject({ url: '/api/search?categories=-1' });
    expect(expectProblem(missing, 400)).toMatchObject({ detail: 'q is required.', errors: { q: ['q is required.'] } });
    const mistyped = await t.app.inject({
      method: 'PATCH',
      url: '/api/sources/abc',
      headers: mod.auth,
      payload: { assigned_category: 'health' },
    });
    expect(expectProblem(mistyped, 400).detail).toBe('id must be a number.');
    const notAnObject = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: '[]',
      headers: { 'content-type': 'application/json' },
    });
    expect(expectProblem(notAnObject, 400).detail).toBe('The request body must be a JSON object.');
  });
});
