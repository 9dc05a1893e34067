import type { CourseSummary } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { courseKeys } from './course-keys';

export function getVideoCourses(videoId: string, signal?: AbortSignal): Promise<{ results: CourseSummary[] }> {
  return apiGet<{ results: CourseSummary[] }>(`/api/videos/${encodeURIComponent(videoId)}/courses/`, { signal });
}

/** The published courses a video is a lesson of. */
export const getVideoCoursesQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: courseKeys.ofVideo(videoId),
    queryFn: ({ signal }) => getVideoCourses(videoId, signal),
    // A nicety beside the video: one try, and no error shown.
    retry: false,
  });

export const useVideoCourses = (videoId: string, enabled: boolean) =>
  useQuery({ ...getVideoCoursesQueryOptions(videoId), enabled });
