import type { ModerationVideo } from '@focustube/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import { moderationKeys } from './moderation-keys';

/** Spec §9: the pending list's page size. */
export const PENDING_PAGE_SIZE = 50;

export type ModerationPage = { results: ModerationVideo[]; next: string | null; count: number };

/** The pending queue, oldest first; each page's path is the previous page's `next` link. */
export const getPendingVideosQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: moderationKeys.pending(),
    queryFn: ({ pageParam, signal }) => authRequest<ModerationPage>(pageParam, { signal }),
    initialPageParam: `/api/pending-videos/?page_size=${PENDING_PAGE_SIZE}`,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    staleTime: 0,
  });
