import type {
  courseConflictSchema,
  CourseCreate,
  courseHistorySchema,
  CourseStatus,
  CourseUpdate,
  ModerationCourse,
  moderationCoursePageSchema,
} from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { ApiError } from '@/lib/api-client';
import { authRequest } from '@/lib/session';

import { courseKeys } from './course-keys';

export type ModerationCoursePage = z.infer<typeof moderationCoursePageSchema>;
export type ModerationCourseRow = ModerationCoursePage['results'][number];
export type CourseHistory = z.infer<typeof courseHistorySchema>;
type CourseConflict = z.infer<typeof courseConflictSchema>;

const base = '/api/moderation/courses/';
const coursePath = (slug: string, rest = '') => `${base}${encodeURIComponent(slug)}/${rest}`;

/** Every course, drafts too, for the editors' list. */
export const getModerationCoursesQueryOptions = (status: CourseStatus | null) =>
  queryOptions({
    queryKey: courseKeys.moderationList(status),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: '1', page_size: '100' });
      if (status) query.set('status', status);
      return authRequest<ModerationCoursePage>(`${base}?${query}`, { signal });
    },
    staleTime: 0,
  });
export const useModerationCourses = (status: CourseStatus | null) => useQuery(getModerationCoursesQueryOptions(status));

/** One course as its editors see it: status, version, and hidden lessons. */
export const getModerationCourseQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: courseKeys.moderationDetail(slug),
    queryFn: ({ signal }) => authRequest<ModerationCourse>(coursePath(slug), { signal }),
    staleTime: 0,
    // The editor keeps what was loaded while someone edits: a newer copy arrives only on Reload.
    refetchOnReconnect: false,
  });
export const useModerationCourse = (slug: string, enabled = true) =>
  useQuery({ ...getModerationCourseQueryOptions(slug), enabled });

export const getCourseHistoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: courseKeys.history(slug),
    queryFn: ({ signal }) => authRequest<CourseHistory>(coursePath(slug, 'history/'), { signal }),
    staleTime: 0,
  });
export const useCourseHistory = (slug: string, enabled: boolean) =>
  useQuery({ ...getCourseHistoryQueryOptions(slug), enabled });

export const createCourse = (input: Partial<CourseCreate> & { title: string }) =>
  authRequest<ModerationCourse>(base, { method: 'POST', body: input });

export const updateCourse = (slug: string, input: Partial<CourseUpdate> & { version: number }) =>
  authRequest<ModerationCourse>(coursePath(slug), { method: 'PATCH', body: input });

export const saveCourseLessons = (slug: string, version: number, videoIds: string[]) =>
  authRequest<ModerationCourse>(coursePath(slug, 'lessons/'), {
    method: 'PUT',
    body: { version, video_ids: videoIds },
  });

export const deleteCourse = (slug: string, version: number) =>
  authRequest<void>(`${coursePath(slug)}?version=${version}`, { method: 'DELETE' });

/** The server's words when someone else changed the course first (409), else null. */
export function courseConflictOf(error: unknown): { detail: string; actor: string | null } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const problem = error.problem as (Partial<CourseConflict> & { errors?: Record<string, unknown> }) | undefined;
  // A 409 naming a field (an address another course has) is the editor's to fix there, not a change by someone else.
  if (problem?.errors && Object.keys(problem.errors).length > 0) return null;
  return { detail: error.message, actor: problem?.current?.actor ?? null };
}
