import type { Video } from '@focustube/contracts';

/** "Best First": newest publication first; videos with no date last, otherwise in their list order. */
export function newestFirst(videos: readonly Video[]): Video[] {
  const time = (v: Video) => (v.published_at ? Date.parse(v.published_at) || 0 : -Infinity);
  return videos
    .map((video, index) => ({ video, index, time: time(video) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ video }) => video);
}
