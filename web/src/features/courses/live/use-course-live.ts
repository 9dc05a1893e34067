import type { CourseChangedEvent } from '@focustube/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { useLiveEvents } from '@/lib/use-live-events';

import { courseKeys } from '../api/course-keys';

const COURSE_EVENTS = ['course:changed', 'reconnected'] as const;

/** What became of an open course since its page loaded. */
export type CourseFate =
  { kind: 'live' } | { kind: 'gone'; reason: 'deleted' | 'unpublished' } | { kind: 'moved'; slug: string };

/** Names this course, by its current address or the one it had before a rename. */
const concerns = (event: CourseChangedEvent, slug: string) => event.slug === slug || event.previous_slug === slug;

/**
 * Keeps an open course page in step with its editors: a published change reads the course again, a
 * rename follows the new address, and unpublishing or deleting says so instead of showing a stale copy.
 */
export function useCourseLive(slug: string): CourseFate {
  const queryClient = useQueryClient();
  const [fate, setFate] = useState<CourseFate>({ kind: 'live' });

  useLiveEvents(
    COURSE_EVENTS,
    (live) => {
      if (live.type === 'reconnected') {
        void queryClient.invalidateQueries({ queryKey: courseKeys.detail(slug) });
        void queryClient.invalidateQueries({ queryKey: courseKeys.progress(slug) });
        return;
      }
      const { event } = live;
      if (!concerns(event, slug)) return;
      if (event.status !== 'published') {
        setFate({ kind: 'gone', reason: event.status === null ? 'deleted' : 'unpublished' });
        return;
      }
      if (event.slug !== slug) {
        setFate({ kind: 'moved', slug: event.slug });
        return;
      }
      setFate({ kind: 'live' });
      void queryClient.invalidateQueries({ queryKey: courseKeys.detail(slug) });
      void queryClient.invalidateQueries({ queryKey: courseKeys.progress(slug) });
    },
    // The course may have been read before this page listened (a click or a rename starts reading it before
    // the page is drawn): a change in between is heard now, and the events it already shows change nothing.
    { catchUp: true },
  );
  return fate;
}

/** Any course changing reads again the courses a video is a lesson of (a watch page's "Part of"). */
export function useVideoCoursesLive(videoId: string): void {
  const queryClient = useQueryClient();
  useLiveEvents(COURSE_EVENTS, () => void queryClient.invalidateQueries({ queryKey: courseKeys.ofVideo(videoId) }), {
    catchUp: true,
  });
}

/** Any published course changing reads the /courses grid again. */
export function useCourseListLive(): void {
  const queryClient = useQueryClient();
  useLiveEvents(COURSE_EVENTS, () => void queryClient.invalidateQueries({ queryKey: courseKeys.lists() }), {
    catchUp: true,
  });
}
