import { PAGE_SIZE_DEFAULT, type moderationPageSchema, type VideoPage } from '@focustube/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

import { apiGet } from '@/lib/api-client';
import { authRequest } from '@/lib/session';

import { moderationKeys } from './moderation-keys';

export type ModeratedList = 'approved' | 'dustbin';
/** The public list's page, or the dustbin's (moderation videos). */
type ListPage = VideoPage | z.infer<typeof moderationPageSchema>;

/** Approved videos (the public list, every category) or the dustbin, newest first, 20 a page. */
export const getModeratedListQueryOptions = (list: ModeratedList) =>
  infiniteQueryOptions({
    queryKey: list === 'approved' ? moderationKeys.approved() : moderationKeys.dustbin(),
    queryFn: ({ pageParam, signal }) =>
      list === 'approved' ? apiGet<ListPage>(pageParam, { signal }) : authRequest<ListPage>(pageParam, { signal }),
    initialPageParam:
      list === 'approved'
        ? `/api/approved/?page=1&page_size=${PAGE_SIZE_DEFAULT}`
        : `/api/dustbin/?page=1&page_size=${PAGE_SIZE_DEFAULT}`,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    staleTime: 0,
  });
