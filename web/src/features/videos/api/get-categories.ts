import type { CategoryTree } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { videoKeys } from './video-keys';

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: videoKeys.categories(),
    queryFn: ({ signal }) => apiGet<CategoryTree>('/api/categories', { signal }),
    staleTime: Infinity,
  });

/** The label a reader knows a category or subcategory by, e.g. "Mind_Set" or "Build a PC". */
export function useCategoryLabel(category: string | undefined, subcategory: string | null): string | undefined {
  const tree = useQuery(getCategoriesQueryOptions()).data;
  if (!category) return undefined;
  const entry = tree?.results.find((c) => c.slug === category);
  if (subcategory) return entry?.subcategories.find((s) => s.slug === subcategory)?.label ?? titleCase(subcategory);
  return entry?.label ?? titleCase(category);
}

const titleCase = (slug: string) => slug.replace(/[-_]+/g, ' ').replace(/\b\p{L}/gu, (c) => c.toUpperCase());
