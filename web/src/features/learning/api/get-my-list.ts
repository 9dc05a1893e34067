import type { bookmarkPageSchema, bookmarkSchema } from '@focustube/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

import { learningKeys } from './learning-keys';

export type Bookmark = z.infer<typeof bookmarkSchema>;
export type BookmarkPage = z.infer<typeof bookmarkPageSchema>;

export const MY_LIST_PAGE_SIZE = 12;

export const getMyListQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: learningKeys.myList(userId),
    queryFn: ({ pageParam, signal }) =>
      authRequest<BookmarkPage>(`/api/my-list/?page=${pageParam}&page_size=${MY_LIST_PAGE_SIZE}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.next ? page + 1 : undefined),
    staleTime: 0,
  });

export const useMyList = (userId: number) => useInfiniteQuery(getMyListQueryOptions(userId));
