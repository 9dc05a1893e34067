/**
 * What browsers, proxies and uptime checks see of our answers: caching policies and validators,
 * compression, HEAD, and the referrer policy YouTube's player needs. Checked at the HTTP level
 * against the real app (built web app, PostgreSQL, Redis, and a worker relaying moderation events).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
let t: TestStack;
let moderator: SignedIn;

beforeAll(async () => {
  t = await startTestStack();
  moderator = await signUp(t.app, t.database.db, 'moderator');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const indexHtml = () => readFileSync(path.join(defaultWebDist, 'index.html'), 'utf8');

describe('the web app', () => {
  it('sends HTML pages to be revalidated on every visit, with a validator, never as immutable', async () => {
    const [videoId] = await insertVideos(t.database.db, [{}]);
    for (const url of ['/', '/technology/programming', `/watch/${videoId}`, '/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toBeTruthy();
      const again = await get(url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('answers HEAD wherever GET answers', async () => {
    for (const url of ['/', '/technology/programming', '/api/approved/?page_size=5', '/api/categories']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('');
    }
    const asset = indexHtml().match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    expect((await t.app.inject({ method: 'HEAD', url: asset })).statusCode).toBe(200);
  });

  it('keeps hashed assets for a year and sends the brotli or gzip copy made at build time', async () => {
    const asset = indexHtml().match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const original = readFileSync(path.join(defaultWebDist, asset));

    const br = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(original.length / 2);

    const gzip = await get(asset, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(original)).toBe(true);

    const plain = await get(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('answers a missing asset with a 404, never with the app page a browser would run as script', async () => {
    const res = await get('/assets/index-from-an-old-deploy.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('compresses the HTML page too', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe((await get('/')).body);
  });
});

describe('the referrer policy', () => {
  it('sends the origin to other sites, as YouTube requires of embedding pages', async () => {
    for (const url of ['/', '/watch/abcdefghijk', '/api/categories']) {
      expect((await get(url)).headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('API answers', () => {
  it('sends a large list compressed, with a validator and a revalidate policy', async () => {
    const res = await get('/api/approved/?page_size=100', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    const page = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { results: unknown[] };
    expect(page.results).toHaveLength(100);
    const plain = await get('/api/approved/?page_size=100');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(page);
    expect(plain.headers.etag).toBe(res.headers.etag);
  });

  it('answers 304 to a client holding the current list, and a new ETag once a moderator changes it', async () => {
    const [id] = await insertVideos(t.database.db, [{ assignedCategory: 'business', title: 'Cached then removed' }]);
    const url = '/api/approved/?categories=business&page_size=20';
    const first = await get(url);
    expect(first.json<{ results: { video_id: string }[] }>().results.map((v) => v.video_id)).toContain(id);
    const etag = String(first.headers.etag);

    const unchanged = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    // A list of validators, and the weak form a proxy may have made of ours, match as well.
    expect((await get(url, { 'if-none-match': `"x", ${etag.replace(/^W\//, '')}` })).statusCode).toBe(304);

    const removed = await t.app.inject({ method: 'POST', url: `/api/deapprove/${id}/`, headers: moderator.auth });
    expect(removed.statusCode).toBe(200);
    // The worker relays the change and every instance drops its cached answers.
    await expect
      .poll(async () => (await get(url, { 'if-none-match': etag })).statusCode, { timeout: 10_000 })
      .toBe(200);
    const fresh = await get(url, { 'if-none-match': etag });
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.json<{ results: { video_id: string }[] }>().results.map((v) => v.video_id)).not.toContain(id);
  });

  it('gives details, search, suggestions and the menus a validator and a caching policy of their own', async () => {
    const [id] = await insertVideos(t.database.db, [{ assignedCategory: 'business', title: 'Validator detail' }]);
    const cases: [string, RegExp][] = [
      [`/api/approved/${id}/`, /^public, no-cache$/],
      ['/api/search?q=learning', /^public, no-cache$/],
      ['/api/suggestions?query=lea', /^public, max-age=60$/],
      ['/api/categories', /^public, max-age=3600/],
    ];
    for (const [url, policy] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(policy);
      expect((await get(url, { 'if-none-match': String(res.headers.etag) })).statusCode, url).toBe(304);
    }
  });

  it('compresses answers made per request and never lets a member’s answer be stored', async () => {
    const queue = await get('/api/pending-videos/', { ...moderator.auth, 'accept-encoding': 'gzip' });
    expect(queue.statusCode).toBe(200);
    expect(queue.headers['content-encoding']).toBe('gzip');
    expect(queue.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(queue.rawPayload).toString())).toHaveProperty('results');
    const me = await get('/api/user/', moderator.auth);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('keeps problems problems when compressed', async () => {
    const res = await get('/api/approved/?categories=nosuchthing', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
