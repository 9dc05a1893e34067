import type { CategoryTree } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { STATIC_CATEGORY_TREE } from '../static-categories';

import { categoryKeys } from './category-keys';

export function getCategories(signal?: AbortSignal): Promise<CategoryTree> {
  return apiGet<CategoryTree>('/api/categories', { signal });
}

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.tree(),
    queryFn: ({ signal }) => getCategories(signal),
    // Menus change when moderators edit them, not while someone reads a page.
    staleTime: 30 * 60_000,
  });

/** The category tree: the spec's static copy at once, the server's as soon as it answers (or if it never does). */
export function useCategories(): CategoryTree {
  const { data } = useQuery({ ...getCategoriesQueryOptions(), placeholderData: STATIC_CATEGORY_TREE });
  return data ?? STATIC_CATEGORY_TREE;
}
