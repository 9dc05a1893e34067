import { PENDING_PAGE_SIZE, type moderationPageSchema } from '@focustube/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

import { moderationKeys } from './moderation-keys';

type ModerationPage = z.infer<typeof moderationPageSchema>;

/** The pending queue, oldest first; each page's path is the previous page's `next` link. */
export const getPendingVideosQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: moderationKeys.pending(),
    queryFn: ({ pageParam, signal }) => authRequest<ModerationPage>(pageParam, { signal }),
    initialPageParam: `/api/pending-videos/?page_size=${PENDING_PAGE_SIZE}`,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    staleTime: 0,
  });
