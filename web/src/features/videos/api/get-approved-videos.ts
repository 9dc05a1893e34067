import type { HOME_CATEGORIES as ContractHomeCategories, Video, VideoPage } from '@focustube/contracts';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { videoKeys } from './video-keys';

// Spelled out here rather than imported: a value import from @focustube/contracts would bundle
// zod. `satisfies` keeps this list identical to the contract's.
export const HOME_CATEGORIES = [
  'technology',
  'languages',
  'mindset',
  'motivation',
  'business',
  'quran',
] as const satisfies typeof ContractHomeCategories;
/** The watch screen's side list (spec §7). */
export const WATCH_CATEGORIES = ['technology', 'languages', 'mindset', 'motivation'] as const;

const PAGE_SIZE = 20;

export function approvedVideosPath(categories: readonly string[]) {
  const query = new URLSearchParams({ categories: categories.join(','), page_size: String(PAGE_SIZE) });
  // The comma reads better unescaped and the API accepts it either way.
  return `/api/approved/?${query.toString().replaceAll('%2C', ',')}`;
}

/** One page of approved videos; `path` is the first page's path or a page's `next` link. */
export function getApprovedVideos(path: string, signal?: AbortSignal): Promise<VideoPage> {
  return apiGet<VideoPage>(path, { signal });
}

function uniqueVideos(data: InfiniteData<VideoPage>): Video[] {
  const byId = new Map<string, Video>();
  for (const page of data.pages) {
    for (const video of page.results) if (!byId.has(video.video_id)) byId.set(video.video_id, video);
  }
  return [...byId.values()];
}

export const getApprovedVideosQueryOptions = (categories: readonly string[]) =>
  infiniteQueryOptions({
    queryKey: videoKeys.approved(categories),
    queryFn: ({ pageParam, signal }) => getApprovedVideos(pageParam, signal),
    initialPageParam: approvedVideosPath(categories),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

/** Approved videos in the given categories, pages joined and de-duplicated by video_id. */
export function useApprovedVideos(categories: readonly string[]) {
  return useInfiniteQuery({ ...getApprovedVideosQueryOptions(categories), select: uniqueVideos });
}
