import type { ModerationVideo, Video } from '@focustube/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { authRequest } from '@/lib/session';

import { moderationKeys } from './moderation-keys';

export type ModeratedList = 'approved' | 'dustbin';
type ListPage = { results: (Video | ModerationVideo)[]; next: string | null; count: number };

const PAGE_SIZE = 20;

/** Approved videos (the public list, every category) or the dustbin, newest first, 20 a page. */
export const getModeratedListQueryOptions = (list: ModeratedList) =>
  infiniteQueryOptions({
    queryKey: list === 'approved' ? moderationKeys.approved() : moderationKeys.dustbin(),
    queryFn: ({ pageParam, signal }) =>
      list === 'approved' ? apiGet<ListPage>(pageParam, { signal }) : authRequest<ListPage>(pageParam, { signal }),
    initialPageParam:
      list === 'approved'
        ? `/api/approved/?page=1&page_size=${PAGE_SIZE}`
        : `/api/dustbin/?page=1&page_size=${PAGE_SIZE}`,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    staleTime: 0,
  });
