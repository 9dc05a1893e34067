import { PAGE_SIZE_DEFAULT, type Video, type VideoPage } from '@focustube/contracts';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { uniqueVideos } from '@/lib/unique-videos';

import { searchKeys } from './search-keys';

export const searchPath = (q: string) =>
  `/api/search?${new URLSearchParams({ q, page: '1', page_size: String(PAGE_SIZE_DEFAULT) })}`;

/** One page of ranked results; `path` is the first page's path or a page's `next` link. */
export function searchVideos(path: string, signal?: AbortSignal): Promise<VideoPage> {
  return apiGet<VideoPage>(path, { signal });
}

export const searchVideosQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(q),
    queryFn: ({ pageParam, signal }) => searchVideos(pageParam, signal),
    initialPageParam: searchPath(q),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

export type SearchResults = { videos: Video[]; count: number };

function joinPages(data: InfiniteData<VideoPage>): SearchResults {
  return { videos: uniqueVideos(data), count: data.pages[0]?.count ?? 0 };
}

/** Ranked search results, pages joined and de-duplicated by video_id. */
export function useSearchVideos(q: string) {
  return useInfiniteQuery({ ...searchVideosQueryOptions(q), select: joinPages, enabled: q.length > 0 });
}
