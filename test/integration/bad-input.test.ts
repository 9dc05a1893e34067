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
