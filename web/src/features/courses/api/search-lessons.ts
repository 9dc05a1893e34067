import type { VideoPage } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { courseKeys } from './course-keys';

/** Approved videos matching `q`, ranked as the site's search ranks them: the videos a lesson can be. */
export const searchLessonsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...courseKeys.all, 'lesson-search', q] as const,
    queryFn: ({ signal }) =>
      apiGet<VideoPage>(`/api/search?${new URLSearchParams({ q, page: '1', page_size: '20' })}`, { signal }),
    staleTime: 5 * 60_000,
  });

export const useLessonSearch = (q: string) => useQuery({ ...searchLessonsQueryOptions(q), enabled: q.length > 0 });
