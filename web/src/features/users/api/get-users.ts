import { PAGE_SIZE_DEFAULT, type userPageSchema } from '@focustube/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

import { userKeys } from './user-keys';

export type UserPage = z.infer<typeof userPageSchema>;

export const USERS_PAGE_SIZE = PAGE_SIZE_DEFAULT;

export function getUsers(q: string, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), page_size: String(USERS_PAGE_SIZE) });
  if (q) query.set('q', q);
  return authRequest<UserPage>(`/api/admin/users?${query}`, { signal });
}

export const getUsersQueryOptions = (q: string, page: number) =>
  queryOptions({ queryKey: userKeys.page(q, page), queryFn: ({ signal }) => getUsers(q, page, signal) });

/** One page of accounts; the previous page stays on screen while the next loads. */
export const useUsers = (q: string, page: number) =>
  useQuery({ ...getUsersQueryOptions(q, page), placeholderData: keepPreviousData });
