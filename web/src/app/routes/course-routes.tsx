import { categoryParam } from '@focustube/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

import { getCourseQueryOptions } from '@/features/courses/api/get-course';
import { getCoursesQueryOptions } from '@/features/courses/api/get-courses';

import { inAreas, prefetch, serverRendered } from './prefetch';

/** The ?category= of /courses, or null for every course. */
export const courseCategoryOf = (url: string) => categoryParam(new URL(url, 'http://x').searchParams.get('category'));

/** Courses for everyone (server-rendered) and the moderators' course editor. */
export const courseRoutes = (client: () => QueryClient): RouteObject[] => [
  {
    path: 'courses',
    loader: ({ request }: LoaderFunctionArgs) =>
      prefetch(client().prefetchQuery(getCoursesQueryOptions(courseCategoryOf(request.url)))),
    lazy: async () => ({ Component: (await import('./courses')).CoursesRoute }),
    handle: serverRendered('courses'),
  },
  {
    path: 'courses/:slug',
    loader: ({ params }: LoaderFunctionArgs) =>
      prefetch(client().prefetchQuery(getCourseQueryOptions(params.slug ?? ''))),
    lazy: async () => ({ Component: (await import('./course')).CourseRoute }),
    handle: serverRendered('course'),
  },
  {
    path: 'admin/courses',
    lazy: async () => ({ Component: (await import('./admin-courses')).AdminCoursesRoute }),
    handle: inAreas('moderator'),
  },
  {
    path: 'admin/courses/:slug',
    lazy: async () => ({ Component: (await import('./admin-course-editor')).AdminCourseEditorRoute }),
    handle: inAreas('moderator'),
  },
];
