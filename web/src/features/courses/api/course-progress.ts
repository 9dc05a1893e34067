import type { CourseProgress } from '@focustube/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { authRequest, useSession } from '@/lib/session';

import { courseKeys } from './course-keys';

const progressPath = (slug: string, action = 'progress') => `/api/courses/${encodeURIComponent(slug)}/${action}/`;

export const getCourseProgressQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: courseKeys.progress(slug),
    queryFn: ({ signal }) => authRequest<CourseProgress>(progressPath(slug), { signal }),
    // Lessons are watched in other tabs and on other pages: a return to the course reads it again.
    staleTime: 0,
  });

/** The signed-in member's progress in a course; idle for visitors. */
export function useCourseProgress(slug: string, enabled = true) {
  const session = useSession();
  return useQuery({ ...getCourseProgressQueryOptions(slug), enabled: enabled && session.status === 'signed-in' });
}

/** "Start": enrols the member explicitly; the answer is their progress, kept as the cached one. */
export function useStartCourse(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authRequest<CourseProgress>(progressPath(slug, 'start'), { method: 'POST' }),
    onSuccess: (progress) => queryClient.setQueryData(courseKeys.progress(slug), progress),
  });
}
