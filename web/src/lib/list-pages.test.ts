import { describe, expect, it } from 'vitest';

import { listPageHref } from './list-pages';

describe('listPageHref', () => {
  it('names a page from 2 on by its number, and the first page by the bare address', () => {
    expect(listPageHref('/category/technology', 3)).toBe('/category/technology?page=3');
    expect(listPageHref('/category/technology', 2)).toBe('/category/technology?page=2');
    expect(listPageHref('/category/technology', 1)).toBe('/category/technology');
  });

  it('keeps what the list is (the search, Best First), and only what is given', () => {
    expect(listPageHref('/business', 2, { ordering: 'best' })).toBe('/business?ordering=best&page=2');
    expect(listPageHref('/business', 1, { ordering: 'best' })).toBe('/business?ordering=best');
    expect(listPageHref('/business', 4, { ordering: null })).toBe('/business?page=4');
    expect(listPageHref('/search', 2, { q: 'machine learning' })).toBe('/search?q=machine+learning&page=2');
    expect(listPageHref('/search', 1, { q: 'a&b=c' })).toBe('/search?q=a%26b%3Dc');
  });
});
