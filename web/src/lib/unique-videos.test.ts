import type { Video, VideoPage } from '@focustube/contracts';
import { describe, expect, it } from 'vitest';

import { uniqueVideos } from './unique-videos';

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
