import type { CoursePage } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { courseKeys } from './course-keys';

/** The grid shows one page this large; the catalogue of courses is small. */
export const COURSES_PAGE_SIZE = 100;

export function getCourses(category: string | null, signal?: AbortSignal): Promise<CoursePage> {
  const query = new URLSearchParams({ page: '1', page_size: String(COURSES_PAGE_SIZE) });
  if (category) query.set('category', category);
  return apiGet<CoursePage>(`/api/courses/?${query}`, { signal });
}

/** Published courses, newest first, of one category or all. */
export const getCoursesQueryOptions = (category: string | null) =>
  queryOptions({
    queryKey: courseKeys.list(category),
    queryFn: ({ signal }) => getCourses(category, signal),
  });

export const useCourses = (category: string | null) => useQuery(getCoursesQueryOptions(category));
