import { describe, expect, it } from 'vitest';

import { listFromUrl } from './list-from-url';

describe('listFromUrl', () => {
  it('reads a generic category and subcategory, leading to /watch', () => {
    expect(listFromUrl('/languages/english')).toMatchObject({
      filter: { categories: ['languages'], subcategory: 'english' },
      family: 'watch',
      layout: 'grid',
    });
    expect(listFromUrl('/category/politics')).toMatchObject({
      filter: { categories: ['politics'], subcategory: null },
      family: 'watch',
    });
  });

  it('ignores case and treats a repeated category as the whole category', () => {
    expect(listFromUrl('/Quran/Quran')).toMatchObject({
      filter: { categories: ['quran'], subcategory: null },
      layout: 'quran',
      youtubeLink: true,
    });
    expect(listFromUrl('/motivation/motivation')).toMatchObject({
      filter: { categories: ['motivation'], subcategory: null },
      family: 'watch_mindset',
    });
    expect(listFromUrl('/Technology/Build-A-PC')?.filter).toEqual({
      categories: ['technology'],
      subcategory: 'build-a-pc',
    });
  });

  it('gives each family its watch page, menu and about section', () => {
    expect(listFromUrl('/technology/javascript')).toMatchObject({
      family: 'watch_technology',
      youtubeLink: true,
      about: 'technology',
    });
    expect(listFromUrl('/mindset/leadership')).toMatchObject({ family: 'watch_mindset', youtubeLink: true });
    expect(listFromUrl('/health/yoga')).toMatchObject({
      filter: { categories: ['health'], subcategory: 'yoga' },
      family: 'watch_more',
      youtubeLink: false,
    });
    expect(listFromUrl('/business')).toMatchObject({ filter: { categories: ['business'], subcategory: null } });
    expect(listFromUrl('/maulidi')).toMatchObject({
      title: 'Maulidi',
      filter: { categories: ['quran'], subcategory: null },
      layout: 'quran',
    });
  });

  it('decodes escaped segments and rejects paths that are not lists', () => {
    expect(listFromUrl('/languages/%20Swahili%20')?.filter.subcategory).toBe('swahili');
    expect(listFromUrl('/')).toBeNull();
    expect(listFromUrl('/about')).toBeNull();
    expect(listFromUrl('/a/b/c')).toBeNull();
  });
});
