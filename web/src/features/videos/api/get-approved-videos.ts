import { PAGE_SIZE_DEFAULT, type VideoPage } from '@focustube/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { uniqueVideos } from '@/lib/unique-videos';

import type { ListFilter } from '../lib/list-from-url';

import { videoKeys } from './video-keys';

export function approvedVideosPath({ categories, subcategory, ordering, page }: ListFilter) {
  const query = new URLSearchParams({ categories: categories.join(',') });
  if (subcategory) query.set('subcategory', subcategory);
  if (ordering) query.set('ordering', ordering);
  // A page number for where the list starts; the API's `next` links go on from there by cursor.
  if (page && page > 1) query.set('page', String(page));
  query.set('page_size', String(PAGE_SIZE_DEFAULT));
  // The comma reads better unescaped and the API accepts it either way.
  return `/api/approved/?${query.toString().replaceAll('%2C', ',')}`;
}

/** One page of approved videos; `path` is the first page's path or a page's `next` link. */
export function getApprovedVideos(path: string, signal?: AbortSignal): Promise<VideoPage> {
  return apiGet<VideoPage>(path, { signal });
}

export const getApprovedVideosQueryOptions = (filter: ListFilter) =>
  infiniteQueryOptions({
    queryKey: videoKeys.approved(filter),
    queryFn: ({ pageParam, signal }) => getApprovedVideos(pageParam, signal),
    initialPageParam: approvedVideosPath(filter),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

/** Approved videos matching the filter, pages joined and de-duplicated by video_id. */
export function useApprovedVideos(filter: ListFilter) {
  return useInfiniteQuery({ ...getApprovedVideosQueryOptions(filter), select: uniqueVideos });
}
