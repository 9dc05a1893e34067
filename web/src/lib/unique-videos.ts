import type { InfiniteData } from '@tanstack/react-query';

/** The pages of a list joined in order, each video once (a video approved mid-scroll shifts later pages). */
export function uniqueVideos<T extends { video_id: string }>(data: InfiniteData<{ results: T[] }>): T[] {
  const byId = new Map<string, T>();
  for (const page of data.pages)
    for (const video of page.results) if (!byId.has(video.video_id)) byId.set(video.video_id, video);
  return [...byId.values()];
}
