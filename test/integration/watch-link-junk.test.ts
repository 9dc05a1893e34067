/**
 * A watch link shared in a chat app, with something glued on after its id (the sentence's full stop, a space,
 * a bracket, YouTube's `&t=30`), as a chat app's preview or a visitor's browser asks for it: no script run.
 * The server sends it to the video's clean address for good (301); a link whose id is malformed, or names
 * no video we have, keeps its page and status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { insertVideos } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let shared: string;

beforeAll(async () => {
  t = await startTestApp({ APP_URL: 'https://learn.focustube.example/' });
  [shared] = (await insertVideos(t.database.db, [{ title: 'Shared in a chat', assignedCategory: 'health' }])) as [
    string,
  ];
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { accept: 'text/html' } });

describe('a shared watch link with something after its id', () => {
  it('is sent to the clean address of the same watch page, for good, its query kept', async () => {
    for (const [from, to] of [
      [`/watch_home/${shared}.`, `/watch_home/${shared}`],
      [`/watch/${shared}%20`, `/watch/${shared}`],
      [`/watch/${shared})`, `/watch/${shared}`],
      [`/watch/${shared}&t=30`, `/watch/${shared}`],
      [`/watch_mindset/${shared}!!`, `/watch_mindset/${shared}`],
      [`/watch_technology/${shared}%E2%80%9D`, `/watch_technology/${shared}`],
      [`/watch_more/${shared},`, `/watch_more/${shared}`],
      [`/watch/${shared}.?course=first-steps`, `/watch/${shared}?course=first-steps`],
    ]) {
      const res = await get(from!);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
      const head = await get(from!, 'HEAD');
      expect(head.statusCode, `HEAD ${from}`).toBe(301);
      expect(head.headers.location, `HEAD ${from}`).toBe(to);
    }
  });

  it('lands on the video: the clean address is its page, with its canonical address', async () => {
    const res = await get(`/watch_home/${shared}.`);
    const landed = await get(res.headers.location as string);
    expect(landed.statusCode).toBe(200);
    const { document } = new JSDOM(landed.body).window;
    expect(document.querySelector('h1')?.textContent).toBe('Shared in a chat');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://learn.focustube.example/watch/${shared}`,
    );
  });

  it('keeps the 400 page for a malformed id and the 404 page for an unknown one, junk or not', async () => {
    for (const malformed of [
      '/watch/not%20an%20id',
      `/watch/${shared}x.`, // twelve id characters
      `/watch/${shared.slice(0, 10)}.`, // ten
      `/watch/${shared}.html`,
    ]) {
      const res = await get(malformed);
      expect(res.statusCode, malformed).toBe(400);
      expect(new JSDOM(res.body).window.document.querySelector('main')?.textContent, malformed).toContain(
        'This link does not lead to a video',
      );
    }
    const unknown = await get('/watch/AAAAAAAAAAA.');
    expect(unknown.statusCode).toBe(301);
    expect(unknown.headers.location).toBe('/watch/AAAAAAAAAAA');
    expect((await get('/watch/AAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('answers a broken percent-escape with a clear 4xx, never a server error', async () => {
    for (const broken of [`/watch/${shared}%`, `/watch/${shared}%E2%80`]) {
      const res = await get(broken);
      expect(res.statusCode, broken).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, broken).toBeLessThan(500);
    }
  });
});
