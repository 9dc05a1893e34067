import { PENDING_PAGE_SIZE, type moderationPageSchema } from '@focustube/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

import { moderationKeys } from './moderation-keys';

type ModerationPage = z.infer<typeof moderationPageSchema>;

/**
 * The pending queue, oldest first; each page's path is the previous page's `next` link. With a search, the
 * server's answer to it (the text in title, categories, description or tags, title matches first, or the
 * video a YouTube link or id names), so a video far beyond the loaded pages is found.
 */
export const getPendingVideosQueryOptions = (search = '') => {
  const q = search.trim();
  const page = { page_size: String(PENDING_PAGE_SIZE) };
  return infiniteQueryOptions({
    queryKey: [...moderationKeys.pending(), q] as const,
    queryFn: ({ pageParam, signal }) => authRequest<ModerationPage>(pageParam, { signal }),
    initialPageParam: `/api/pending-videos/?${new URLSearchParams(q ? { q, ...page } : page)}`,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    staleTime: 0,
  });
};
