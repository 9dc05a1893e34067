import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { categoryKeys } from '@/lib/categories';
import { STATIC_CATEGORY_TREE } from '@/lib/static-categories';

import { pageQueries, restorePageQueries } from './server-data';

const MINUTE = 60_000;
const site = { contact_email: 'hello@focustube.example' };

/** A server's query cache after a page's loaders: the menus as given, and the footer's site details. */
function serverCache(menus: 'shipped' | 'different' | 'failed', readAt = 1_000_000) {
  const client = new QueryClient();
  if (menus === 'failed') {
    void client
      .prefetchQuery({ queryKey: categoryKeys.tree(), queryFn: () => Promise.reject(new Error('down')), retry: false })
      .catch(() => undefined);
  } else {
    const tree = structuredClone(STATIC_CATEGORY_TREE);
    if (menus === 'different') tree.results[0]!.label = 'Mindset';
    client.setQueryData(categoryKeys.tree(), tree, { updatedAt: readAt });
  }
  client.setQueryData(['site'], site, { updatedAt: readAt });
  return client;
}

const keysOf = (data: ReturnType<typeof pageQueries>) => data.queries.queries.map((q) => q.queryKey[0]);

describe("a server-rendered page's data", () => {
  it('leaves the category tree out when it is the copy the app ships, with the time it was read', () => {
    const data = pageQueries(serverCache('shipped', 1_234));
    expect(data.shippedMenus).toBe(1_234);
    expect(keysOf(data)).toEqual(['site']);
  });

  it('keeps a tree that differs from the shipped copy, and says nothing was left out', () => {
    const data = pageQueries(serverCache('different'));
    expect(data.shippedMenus).toBeNull();
    expect(keysOf(data).sort()).toEqual(['categories', 'site']);
  });

  it('says nothing was left out when the tree failed to load on the server', async () => {
    const client = serverCache('failed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const data = pageQueries(client);
    expect(data.shippedMenus).toBeNull();
    expect(keysOf(data)).toEqual(['site']);
  });
});

describe('the browser taking over the server’s data', () => {
  const restored = (menus: 'shipped' | 'different', readAt: number, now: number) => {
    const data = JSON.parse(JSON.stringify(pageQueries(serverCache(menus, readAt)))) as ReturnType<typeof pageQueries>;
    const client = new QueryClient();
    restorePageQueries(client, data, now);
    return {
      tree: client.getQueryState(categoryKeys.tree()),
      site: client.getQueryState(['site']),
      treeData: client.getQueryData(categoryKeys.tree()),
    };
  };

  it('puts the shipped tree in the cache, fresh like the rest when read minutes ago', () => {
    const now = 10 * MINUTE;
    const { tree, site: siteState, treeData } = restored('shipped', now - 2 * MINUTE, now);
    expect(treeData).toBe(STATIC_CATEGORY_TREE);
    expect(tree?.dataUpdatedAt).toBe(now);
    expect(siteState?.dataUpdatedAt).toBe(now);
  });

  it('keeps the age of a page kept for weeks (read offline), so both are asked for again', () => {
    const now = 30 * 24 * 60 * MINUTE;
    const { tree, site: siteState } = restored('shipped', MINUTE, now);
    expect(tree?.dataUpdatedAt).toBe(MINUTE);
    expect(siteState?.dataUpdatedAt).toBe(MINUTE);
  });

  it('uses the tree the page carries when it differs from the shipped copy', () => {
    const { treeData } = restored('different', 0, MINUTE);
    expect(treeData).not.toBe(STATIC_CATEGORY_TREE);
    expect((treeData as typeof STATIC_CATEGORY_TREE).results[0]!.label).toBe('Mindset');
  });
});
