import { PAGE_SIZE_DEFAULT, type SearchPage, type Video } from '@focustube/contracts';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { uniqueVideos } from '@/lib/unique-videos';

import { searchKeys } from './search-keys';

export const searchPath = (q: string) =>
  `/api/search?${new URLSearchParams({ q, page: '1', page_size: String(PAGE_SIZE_DEFAULT) })}`;

/** One page of ranked results; `path` is the first page's path or a page's `next` link. */
export function searchVideos(path: string, signal?: AbortSignal): Promise<SearchPage> {
  return apiGet<SearchPage>(path, { signal });
}

export const searchVideosQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(q),
    queryFn: ({ pageParam, signal }) => searchVideos(pageParam, signal),
    initialPageParam: searchPath(q),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

/** `didYouMean`: the corrected query these results are for, when nothing matched as typed. */
export type SearchResults = { videos: Video[]; count: number; didYouMean: string | null };

function joinPages(data: InfiniteData<SearchPage>): SearchResults {
  return {
    videos: uniqueVideos(data),
    count: data.pages[0]?.count ?? 0,
    didYouMean: data.pages[0]?.did_you_mean ?? null,
  };
}

/** Ranked search results, pages joined and de-duplicated by video_id. */
export function useSearchVideos(q: string) {
  return useInfiniteQuery({ ...searchVideosQueryOptions(q), select: joinPages, enabled: q.length > 0 });
}
