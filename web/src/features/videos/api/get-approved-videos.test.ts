import type { Video, VideoPage } from '@focustube/contracts';
import { describe, expect, it } from 'vitest';

import { approvedVideosPath, uniqueVideos } from './get-approved-videos';

const page = (...ids: string[]): VideoPage => ({
  results: ids.map((video_id) => ({ video_id, title: video_id }) as Video),
  next: null,
  previous: null,
  count: ids.length,
});

describe('uniqueVideos', () => {
  it('joins pages in order and keeps the first copy of a video that appears twice', () => {
    const videos = uniqueVideos({ pages: [page('a', 'b', 'c'), page('c', 'd'), page('a', 'e')], pageParams: [] });
    expect(videos.map((v) => v.video_id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

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
