import type { Course } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { courseKeys } from './course-keys';

export function getCourse(slug: string, signal?: AbortSignal): Promise<Course> {
  return apiGet<Course>(`/api/courses/${encodeURIComponent(slug)}/`, { signal });
}

/** A published course with its watchable lessons in order (404 for a draft or an unknown address). */
export const getCourseQueryOptions = (slug: string) =>
  queryOptions({ queryKey: courseKeys.detail(slug), queryFn: ({ signal }) => getCourse(slug, signal) });

export const useCourse = (slug: string, enabled = true) => useQuery({ ...getCourseQueryOptions(slug), enabled });
