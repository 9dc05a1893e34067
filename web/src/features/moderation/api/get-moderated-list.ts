import { PAGE_SIZE_DEFAULT, type moderationPageSchema, type VideoPage } from '@focustube/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

import { apiGet } from '@/lib/api-client';
import { authRequest } from '@/lib/session';

import { moderationKeys } from './moderation-keys';

export type ModeratedList = 'approved' | 'dustbin';
/** The public list's page, or the dustbin's (moderation videos). */
type ListPage = VideoPage | z.infer<typeof moderationPageSchema>;

/**
 * Approved videos (the public list, every category) or the dustbin, newest first, 20 a page. With a
 * search, the server's answer to it, so a video not loaded yet is found too: the site's search for
 * approved videos (its words, stems and typos), the dustbin's own for removed ones (the text in title,
 * categories, description or tags).
 */
export const getModeratedListQueryOptions = (list: ModeratedList, search = '') => {
  const q = search.trim();
  const page = { page: '1', page_size: String(PAGE_SIZE_DEFAULT) };
  const first =
    list === 'approved'
      ? q
        ? `/api/search?${new URLSearchParams({ q, ...page })}`
        : `/api/approved/?${new URLSearchParams(page)}`
      : `/api/dustbin/?${new URLSearchParams(q ? { q, ...page } : page)}`;
  return infiniteQueryOptions({
    queryKey: [...(list === 'approved' ? moderationKeys.approved() : moderationKeys.dustbin()), q] as const,
    queryFn: ({ pageParam, signal }) =>
      list === 'approved' ? apiGet<ListPage>(pageParam, { signal }) : authRequest<ListPage>(pageParam, { signal }),
    initialPageParam: first,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    staleTime: 0,
  });
};
