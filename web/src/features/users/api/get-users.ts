import type { User } from '@focustube/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import { userKeys } from './user-keys';

export type UserPage = { results: User[]; next: string | null; previous: string | null; count: number };

export const USERS_PAGE_SIZE = 20;

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
