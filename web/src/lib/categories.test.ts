import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { categoryKeys, isShippedCategoryTree, seedShippedCategoryTree } from './categories';
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
