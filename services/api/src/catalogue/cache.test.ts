import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './cache.ts';
import { collectDependencies } from '../plugins/cache-tags.ts';

describe('CatalogueCache', () => {
  it('computes once for concurrent requests of the same key', async () => {
    const cache = new CatalogueCache(60_000);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 10));
      return 'body';
    };
    const bodies = await Promise.all([
      cache.get('k', null, compute),
      cache.get('k', null, compute),
      cache.get('k', null, compute),
    ]);
    expect(bodies.map((b) => b.text)).toEqual(['body', 'body', 'body']);
    expect(calls).toBe(1);
    expect((await cache.get('k', null, compute)).text).toBe('body');
    expect(calls).toBe(1);
  });

  it('forgets everything on clear, including an answer computed across the change', async () => {
    const cache = new CatalogueCache(60_000);
    let version = 1;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = cache.get('k', null, async () => {
      const seen = version;
      await gate;
      return `v${seen}`;
    });
    cache.clear();
    version = 2;
    release();
    expect((await slow).text).toBe('v1');
    expect((await cache.get('k', null, async () => `v${version}`)).text).toBe('v2');
  });

  it('never stores when the TTL is zero', async () => {
    const cache = new CatalogueCache(0);
    let calls = 0;
    await cache.get('k', null, async () => String(++calls));
    await cache.get('k', null, async () => String(++calls));
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps one body per answer, with a validator that follows its content', async () => {
    const cache = new CatalogueCache(60_000);
    const first = await cache.get('a', null, async () => '{"n":1}');
    expect(await cache.get('a', null, async () => '{"n":2}')).toBe(first);
    cache.clear();
    const changed = await cache.get('a', null, async () => '{"n":2}');
    expect(changed.etag).not.toBe(first.etag);
    cache.clear();
    expect((await cache.get('a', null, async () => '{"n":1}')).etag).toBe(first.etag);
    expect(cache.stats).toEqual({ hits: 1, misses: 3 });
  });

  it('drops only the answers whose tags a change names, and those that may depend on anything', async () => {
    const cache = new CatalogueCache(60_000);
    await cache.get('science', ['category:science'], async () => 'science');
    await cache.get('technology', ['category:technology'], async () => 'technology');
    await cache.get('home', ['any-approved'], async () => 'home');
    await cache.get('untagged', null, async () => 'untagged');
    await cache.get('page', null, async () => ({ body: 'page', tags: ['video:abc', 'category:science'] }));
    await cache.get('menus', ['constant'], async () => 'menus');
    cache.drop(['category:technology', 'any-approved', 'video:xyz']);
    expect(['science', 'technology', 'home', 'untagged', 'page', 'menus'].filter((k) => cache.has(k))).toEqual([
      'science',
      'page',
      'menus',
    ]);
    cache.drop(['video:abc']);
    expect(cache.has('page')).toBe(false);
    expect(cache.has('science')).toBe(true);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('serves but does not keep an answer computed across a change that concerns it', async () => {
    const cache = new CatalogueCache(60_000);
    const gates: (() => void)[] = [];
    const slow = (key: string, tags: string[]) =>
      cache.get(key, null, async () => {
        await new Promise<void>((r) => gates.push(r));
        return { body: key, tags };
      });
    const concerned = slow('technology', ['category:technology']);
    const unconcerned = slow('science', ['category:science']);
    cache.drop(['category:technology']);
    gates.forEach((release) => release());
    expect((await concerned).text).toBe('technology');
    expect((await unconcerned).text).toBe('science');
    expect(cache.has('technology')).toBe(false);
    expect(cache.has('science')).toBe(true);
  });

  it('does not hand a request an answer being computed before a change that may concern it', async () => {
    const cache = new CatalogueCache(60_000);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let version = 1;
    const first = cache.get('list', ['category:technology'], async () => {
      const seen = version;
      await gate;
      return `v${seen}`;
    });
    cache.drop(['category:technology']);
    version = 2;
    const second = cache.get('list', ['category:technology'], async () => `v${version}`);
    release();
    expect([(await first).text, (await second).text]).toEqual(['v1', 'v2']);
  });

  it("notes each answer's tags for a page being rendered, hit or miss", async () => {
    const cache = new CatalogueCache(60_000);
    const render = () =>
      collectDependencies(async () => {
        await cache.get('a', ['video:a'], async () => 'a');
        await cache.get('b', null, async () => ({ body: 'b', tags: ['category:b'] }));
      });
    expect([...(await render()).tags].sort()).toEqual(['category:b', 'video:a']);
    expect([...(await render()).tags].sort()).toEqual(['category:b', 'video:a']);
    expect(cache.stats).toEqual({ hits: 2, misses: 2 });
  });
});
