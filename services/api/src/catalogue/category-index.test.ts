import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE, labelFor, swahiliLabelFor } from '@focustube/contracts';
import { CategoryIndex } from './category-index.ts';
import type { CategoryRow } from './queries.ts';

const rows: CategoryRow[] = CATEGORY_TREE.flatMap((c) => [
  {
    key: c.slug,
    parentKey: null,
    slug: c.slug,
    label: c.label,
    labelSw: swahiliLabelFor(c.slug),
    path: c.path,
    menu: c.menu,
  },
  ...c.items.map((i) => ({
    key: `${c.slug}/${i}`,
    parentKey: c.slug,
    slug: i,
    label: labelFor(i),
    labelSw: swahiliLabelFor(i),
    path: `${c.path}/${i}`,
    menu: null,
  })),
]);
const index = new CategoryIndex(rows);

describe('CategoryIndex.parseFilter', () => {
  it('normalizes case, spaces, duplicates and the spec spelling "bussiness"', () => {
    expect(index.parseFilter({ categories: ' Technology,bussiness,technology ,, QURAN' })).toEqual({
      categories: ['business', 'quran', 'technology'],
      subcategory: null,
    });
  });

  it('reads /motivation/motivation as the whole category', () => {
    expect(index.parseFilter({ categories: 'motivation', subcategory: 'Motivation' })).toEqual({
      categories: ['motivation'],
      subcategory: null,
    });
  });

  it('accepts a subcategory of the chosen category', () => {
    expect(index.parseFilter({ categories: 'technology', subcategory: 'ai-tools' }).subcategory).toBe('ai-tools');
  });

  it('names the known categories when one is unknown', () => {
    expect(() => index.parseFilter({ categories: 'technology,cooking' })).toThrow(/no category "cooking".*technology/);
  });

  it('refuses a subcategory that belongs to another category', () => {
    expect(() => index.parseFilter({ categories: 'health', subcategory: 'javascript' })).toThrow(
      /no subcategory "javascript" in health/,
    );
  });

  it('builds the menu tree in the spec order with items under each section', () => {
    expect(index.tree.results.map((c) => c.slug).slice(0, 6)).toEqual([
      'mindset',
      'health',
      'technology',
      'travel',
      'languages',
      'animals',
    ]);
    const technology = index.tree.results.find((c) => c.slug === 'technology')!;
    expect(technology.label).toBe('Technology');
    expect(technology.subcategories).toHaveLength(20);
    expect(technology.subcategories[1]).toEqual({
      slug: 'ai-tools',
      label: 'AI Tools',
      labels: { en: 'AI Tools', sw: 'Zana za AI' },
      path: '/technology/ai-tools',
    });
    expect(index.tree.results.filter((c) => c.menu === 'more').map((c) => c.path)).toEqual([
      '/Quran/Quran',
      '/business',
      '/poverty',
      '/politics',
    ]);
  });
});
