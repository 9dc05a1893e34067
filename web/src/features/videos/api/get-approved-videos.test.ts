import { describe, expect, it } from 'vitest';

import { approvedVideosPath } from './get-approved-videos';
import { videoKeys } from './video-keys';

describe('approvedVideosPath', () => {
  it('asks for 20 at a time, with the subcategory only when there is one', () => {
    expect(approvedVideosPath({ categories: ['technology', 'quran'], subcategory: null })).toBe(
      '/api/approved/?categories=technology,quran&page_size=20',
    );
    expect(approvedVideosPath({ categories: ['health'], subcategory: 'yoga' })).toBe(
      '/api/approved/?categories=health&subcategory=yoga&page_size=20',
    );
  });

  it('starts at a later page by its number, the same list under its own key', () => {
    const list = { categories: ['business'], subcategory: null };
    expect(approvedVideosPath({ ...list, page: 3 })).toBe('/api/approved/?categories=business&page=3&page_size=20');
    expect(approvedVideosPath({ ...list, ordering: 'best', page: 2 })).toBe(
      '/api/approved/?categories=business&ordering=best&page=2&page_size=20',
    );
    expect(approvedVideosPath({ ...list, page: 1 })).toBe(approvedVideosPath(list));
    expect(videoKeys.approved({ ...list, page: 3 })).not.toEqual(videoKeys.approved(list));
    expect(videoKeys.approved({ ...list, page: 1 })).toEqual(videoKeys.approved(list));
  });
});
