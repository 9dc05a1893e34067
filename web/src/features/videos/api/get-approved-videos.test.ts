import { describe, expect, it } from 'vitest';

import { approvedVideosPath } from './get-approved-videos';

describe('approvedVideosPath', () => {
  it('asks for 20 at a time, with the subcategory only when there is one', () => {
    expect(approvedVideosPath({ categories: ['technology', 'quran'], subcategory: null })).toBe(
      '/api/approved/?categories=technology,quran&page_size=20',
    );
    expect(approvedVideosPath({ categories: ['health'], subcategory: 'yoga' })).toBe(
      '/api/approved/?categories=health&subcategory=yoga&page_size=20',
    );
  });
});
