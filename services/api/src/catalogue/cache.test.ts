import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './cache.ts';

describe('CatalogueCache', () => {
  it('computes once for concurrent requests of the same key', async () => {
    const cache = new CatalogueCache(60_000);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 10));
      return 'body';
    };
    const bodies = await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    expect(bodies.map((b) => b.text)).toEqual(['body', 'body', 'body']);
    expect(calls).toBe(1);
    expect((await cache.get('k', compute)).text).toBe('body');
    expect(calls).toBe(1);
  });

  it('forgets everything on clear, including an answer computed across the change', async () => {
    const cache = new CatalogueCache(60_000);
    let version = 1;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = cache.get('k', async () => {
      const seen = version;
      await gate;
      return `v${seen}`;
    });
    cache.clear();
    version = 2;
    release();
    expect((await slow).text).toBe('v1');
    expect((await cache.get('k', async () => `v${version}`)).text).toBe('v2');
  });

  it('never stores when the TTL is zero', async () => {
    const cache = new CatalogueCache(0);
    let calls = 0;
    await cache.get('k', async () => String(++calls));
    await cache.get('k', async () => String(++calls));
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps one body per answer, with a validator that follows its content', async () => {
    const cache = new CatalogueCache(60_000);
    const first = await cache.get('a', async () => '{"n":1}');
    expect(await cache.get('a', async () => '{"n":2}')).toBe(first);
    cache.clear();
    const changed = await cache.get('a', async () => '{"n":2}');
    expect(changed.etag).not.toBe(first.etag);
    cache.clear();
    expect((await cache.get('a', async () => '{"n":1}')).etag).toBe(first.etag);
    expect(cache.stats).toEqual({ hits: 1, misses: 3 });
  });
});
