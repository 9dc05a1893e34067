import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import {
  categoryKeys,
  isShippedCategoryTree,
  listsNamedBy,
  seedShippedCategoryTree,
  treeInLanguage,
} from './categories';
import { STATIC_CATEGORY_TREE } from './static-categories';

describe('the category tree the app ships', () => {
  it('is recognised in an answer that equals it, not in one that differs in any label, path or order', () => {
    // As a page's data arrives: parsed from JSON, a copy.
    expect(isShippedCategoryTree(JSON.parse(JSON.stringify(STATIC_CATEGORY_TREE)))).toBe(true);
    const relabelled = structuredClone(STATIC_CATEGORY_TREE);
    relabelled.results[0]!.subcategories[0]!.labels = { en: 'Innovation', sw: 'Uvumbuzi' };
    expect(isShippedCategoryTree(relabelled)).toBe(false);
    const reordered = structuredClone(STATIC_CATEGORY_TREE);
    reordered.results.reverse();
    expect(isShippedCategoryTree(reordered)).toBe(false);
    const extra = structuredClone(STATIC_CATEGORY_TREE);
    extra.results.push({ ...extra.results[0]!, slug: 'cooking', path: '/cooking' });
    expect(isShippedCategoryTree(extra)).toBe(false);
    expect(isShippedCategoryTree(undefined)).toBe(false);
  });

  it('stands in the cache as the server’s answer, as old as the page’s other data', () => {
    const client = new QueryClient();
    seedShippedCategoryTree(client, 1_000);
    const query = client.getQueryCache().find({ queryKey: categoryKeys.tree(), exact: true });
    expect(query?.state.data).toBe(STATIC_CATEGORY_TREE);
    expect(query?.state.dataUpdatedAt).toBe(1_000);
  });
});

describe('listsNamedBy', () => {
  const inSwahili = treeInLanguage(STATIC_CATEGORY_TREE, 'sw');
  it('finds a list by its name in either language, every word of it', () => {
    // The Health section first, then Animals' own Health.
    expect(listsNamedBy(inSwahili, 'afya')).toEqual([
      { label: 'Afya', parent: null, path: '/health/health' },
      { label: 'Afya', parent: 'Wanyama', path: '/animals/health' },
    ]);
    expect(listsNamedBy(STATIC_CATEGORY_TREE, 'Biashara')).toEqual([
      { label: 'Business', parent: null, path: '/business' },
    ]);
    // The fullest match first.
    expect(listsNamedBy(STATIC_CATEGORY_TREE, 'machine learning basics').map((m) => m.path)).toEqual([
      '/technology/machine-learning',
      '/mindset/learning',
    ]);
    // One word of a two-word name is not the list.
    expect(listsNamedBy(STATIC_CATEGORY_TREE, 'machine').map((m) => m.path)).not.toContain(
      '/technology/machine-learning',
    );
  });

  it('names a subcategory with its section, and finds nothing for words no list has', () => {
    const [swahili] = listsNamedBy(STATIC_CATEGORY_TREE, 'swahili');
    expect(swahili).toEqual({ label: 'Swahili', parent: 'Languages', path: '/languages/swahili' });
    expect(listsNamedBy(STATIC_CATEGORY_TREE, 'photosynthesis')).toEqual([]);
    expect(listsNamedBy(STATIC_CATEGORY_TREE, '  ')).toEqual([]);
  });
});
