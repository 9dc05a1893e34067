import { PAGE_SIZE_DEFAULT, type SearchPage, type Video } from '@focustube/contracts';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { uniqueVideos } from '@/lib/unique-videos';

import { searchKeys } from './search-keys';

export const searchPath = (q: string, page = 1) =>
  `/api/search?${new URLSearchParams({ q, page: String(page), page_size: String(PAGE_SIZE_DEFAULT) })}`;

/** One page of ranked results; `path` is the first page's path or a page's `next` link. */
export function searchVideos(path: string, signal?: AbortSignal): Promise<SearchPage> {
  return apiGet<SearchPage>(path, { signal });
}

/** Results for `q` from page `page` on (1: from the first). */
export const searchVideosQueryOptions = (q: string, page = 1) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(q, page),
    queryFn: ({ pageParam, signal }) => searchVideos(pageParam, signal),
    initialPageParam: searchPath(q, page),
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

/** Ranked search results from page `page` on, pages joined and de-duplicated by video_id. */
export function useSearchVideos(q: string, page = 1) {
  return useInfiniteQuery({ ...searchVideosQueryOptions(q, page), select: joinPages, enabled: q.length > 0 });
}
