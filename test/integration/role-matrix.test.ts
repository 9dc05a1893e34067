/**
 * Every API route × {anonymous, user, moderator, admin}: callers below the route's declared access get
 * 401 (anonymous) or 403; everyone else gets past the check. Built from the app's own route table, so a
 * new route is covered the moment it exists, and a route without a rule cannot even be registered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@focustube/contracts';
import { buildApp } from '@focustube/api';
import { schema } from '@focustube/core';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signUp, type SignedIn } from '../support/accounts.ts';

let t: TestApp;
const callers: Record<'anonymous' | Role, SignedIn | null> = {
  anonymous: null,
  user: null,
  moderator: null,
  admin: null,
};
let sampleVideoId: string;
let sampleSlug: string;
const METRICS_TOKEN = 'scraper-token-0123456789abcdef';

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', METRICS_TOKEN });
  callers.user = await signUp(t.app, t.database.db, 'user');
  callers.moderator = await signUp(t.app, t.database.db, 'moderator');
  callers.admin = await signUp(t.app, t.database.db, 'admin');
  const [video] = await t.database.db
    .select({ id: schema.videos.videoId })
    .from(schema.videos)
    .where(eq(schema.videos.status, 'approved'))
    .limit(1);
  sampleVideoId = video!.id;
  const [course] = await t.database.db
    .select({ slug: schema.courses.slug })
    .from(schema.courses)
    .where(eq(schema.courses.status, 'published'))
    .limit(1);
  sampleSlug = course!.slug;
});
afterAll(async () => {
  await t?.close();
});

const RANK = { public: 0, user: 1, moderator: 2, admin: 3 } as const;
const fill = (url: string) => url.replace(':video_id', sampleVideoId).replace(':slug', sampleSlug).replace(':id', '1');

describe('role matrix', () => {
  it('has a rule for every API route', () => {
    const routes = t.app.routeAccess.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/user/', 'GET /api/admin/users', 'GET /api/contact/', 'GET /api/approved/']),
    );
  });

  it('lets each role through exactly the routes its access allows', async () => {
    const wrong: string[] = [];
    for (const route of t.app.routeAccess.filter((r) => r.method !== 'HEAD')) {
      for (const [name, caller] of Object.entries(callers)) {
        const rank = name === 'anonymous' ? RANK.public : RANK[name as Role];
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.url),
          headers: caller?.auth,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        // A public route may still answer 401 on its own terms (a refresh without a token); it must never be 403.
        const blocked =
          route.access === 'public' ? res.statusCode === 403 : res.statusCode === 401 || res.statusCode === 403;
        const allowed = rank >= RANK[route.access];
        const expected = allowed ? 'allowed' : name === 'anonymous' ? 401 : 403;
        const got = blocked ? res.statusCode : 'allowed';
        if (got !== expected)
          wrong.push(
            `${route.method} ${route.url} as ${name}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        if (res.statusCode >= 500) wrong.push(`${route.method} ${route.url} as ${name}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses to register an API route that declares no access rule', async () => {
    const fresh = await buildApp({ config: t.app.config, redisUrl: t.redisUrl });
    try {
      expect(() => fresh.get('/api/unguarded', async () => 'open')).toThrow(
        /GET \/api\/unguarded declares no access rule/,
      );
    } finally {
      await fresh.close();
    }
  });

  it('opens the queue dashboard to admins only, recognised by their session cookie', async () => {
    const cookie = (who: SignedIn) => ({ focustube_refresh: who.refresh });
    expect((await t.app.inject({ url: '/admin/queues' })).statusCode).toBe(401);
    // Its door is a page, in the reader's language.
    const swahili = await t.app.inject({ url: '/admin/queues', headers: { 'accept-language': 'sw' } });
    expect(swahili.statusCode).toBe(401);
    expect(swahili.body).toMatch(/^<!doctype html><html lang="sw">/);
    expect(swahili.body).toContain('Ingia kama msimamizi mkuu');
    // A moderator is signed in already: the page sends them back to the site, not to sign in, and fits a phone.
    const moderator = await t.app.inject({ url: '/admin/queues', cookies: cookie(callers.moderator!) });
    expect(moderator.statusCode).toBe(403);
    expect(moderator.body).toContain('The queue dashboard is for admins. <a href="/">Back to FocusTube</a>');
    expect(moderator.body).not.toContain('href="/login"');
    expect(moderator.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const admin = await t.app.inject({ url: '/admin/queues', cookies: cookie(callers.admin!) });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toMatch(/<html/i);
    const api = await t.app.inject({ url: '/admin/queues/api/queues', cookies: cookie(callers.admin!) });
    expect(
      api
        .json<{ queues: { name: string }[] }>()
        .queues.map((q) => q.name)
        .sort(),
    ).toEqual(['imports', 'moderation']);
    expect((await t.app.inject({ url: '/admin/queues/api/queues', cookies: cookie(callers.user!) })).statusCode).toBe(
      403,
    );
  });

  it("opens /metrics to the scraper's token only, whatever role a session has", async () => {
    for (const [name, caller] of Object.entries(callers)) {
      const res = await t.app.inject({ url: '/metrics', headers: caller?.auth });
      expect(res.statusCode, name).toBe(401);
    }
    const scraper = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraper.statusCode).toBe(200);
    const off = await buildApp({ config: { ...t.app.config, METRICS_TOKEN: undefined }, redisUrl: t.redisUrl });
    try {
      const res = await off.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toMatch(/Set METRICS_TOKEN/);
    } finally {
      await off.close();
    }
  });

  it('re-reads the role on every request: a demoted moderator loses access at once', async () => {
    const moderator = await signUp(t.app, t.database.db, 'moderator');
    expect((await t.app.inject({ url: '/api/contact/', headers: moderator.auth })).statusCode).toBe(200);
    await t.database.db.update(schema.users).set({ role: 'user' }).where(eq(schema.users.id, moderator.id));
    const after = await t.app.inject({ url: '/api/contact/', headers: moderator.auth });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({
      status: 403,
      detail: 'This needs the moderator role, and your account is a user.',
    });
  });
});
