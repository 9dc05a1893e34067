import type { Video } from '@focustube/contracts';
import { describe, expect, it } from 'vitest';

import { newestFirst } from './newest-first';

const video = (video_id: string, published_at: string | null) => ({ video_id, published_at }) as Video;

describe('newestFirst', () => {
  it('sorts by publication date, newest first, undated last in list order', () => {
    const sorted = newestFirst([
      video('a', null),
      video('b', '2020-01-01T00:00:00Z'),
      video('c', '2024-05-01T00:00:00Z'),
      video('d', null),
    ]);
    expect(sorted.map((v) => v.video_id)).toEqual(['c', 'b', 'a', 'd']);
  });
});
