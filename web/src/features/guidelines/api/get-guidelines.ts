import { PAGE_SIZE_DEFAULT, type VideoPage } from '@focustube/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { uniqueVideos } from '@/lib/unique-videos';
import { apiGet } from '@/lib/api-client';

/** Spec §9: guideline pages hold 20 videos. */
export const guidelineKeys = {
  all: ['guidelines'] as const,
  list: () => [...guidelineKeys.all, 'list'] as const,
};

export const getGuidelinesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: guidelineKeys.list(),
    queryFn: ({ pageParam, signal }) => apiGet<VideoPage>(pageParam, { signal }),
    initialPageParam: `/api/guidelines/?page=1&page_size=${PAGE_SIZE_DEFAULT}`,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

/** Guideline videos, pages joined and de-duplicated by video_id. */
export function useGuidelines() {
  return useInfiniteQuery({ ...getGuidelinesQueryOptions(), select: uniqueVideos });
}
