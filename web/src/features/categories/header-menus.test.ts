import { describe, expect, it } from 'vitest';

import { headerMenus } from './header-menus';
import { STATIC_CATEGORY_TREE } from '@/lib/static-categories';

describe('headerMenus', () => {
  it('gives the spec menus in order, each main category with its subcategories, then More', () => {
    const menus = headerMenus(STATIC_CATEGORY_TREE);
    expect(menus.map((m) => m.label)).toEqual([
      'Mind_Set',
      'Health',
      'Technology',
      'Traveling',
      'Languages',
      'Animals',
      'More',
    ]);
    expect(menus[2]!.items).toHaveLength(20);
    expect(menus[0]!.items[0]).toMatchObject({ slug: 'innovation', label: 'Innovation', path: '/mindset/innovation' });
    expect(menus[6]!.items.map((i) => i.path)).toEqual(['/Quran/Quran', '/business', '/poverty', '/politics']);
  });

  it('leaves out categories that belong to no menu', () => {
    const tree = {
      home: [],
      results: [
        {
          slug: 'motivation',
          label: 'Motivation',
          labels: { en: 'Motivation', sw: 'Hamasa' },
          path: '/motivation/motivation',
          menu: null,
          subcategories: [],
        },
      ],
    };
    expect(headerMenus(tree)).toEqual([]);
  });
});
