import { cleanWatchPath, courseParam, listPageParam } from '@focustube/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';

import { getCourseQueryOptions } from '@/features/courses/api/get-course';
import { getVideoCoursesQueryOptions } from '@/features/courses/api/get-video-courses';
import {
  getRecommendationsQueryOptions,
  HOME_ROW_LIMIT,
  UP_NEXT_LIMIT,
} from '@/features/recommendations/api/get-recommendations';
import { getApprovedVideosQueryOptions } from '@/features/videos/api/get-approved-videos';
import { getVideoQueryOptions } from '@/features/videos/api/get-video';
import { HOME_CATEGORIES, isWatchFamily, sideListCategories } from '@/features/videos/lib/families';
import { fromPage, listFromUrl } from '@/features/videos/lib/list-from-url';

import { prefetch, serverRendered } from './prefetch';

// Loaders start each screen's requests while its code downloads (see prefetch.ts).
const homeLoader =
  (client: () => QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    prefetch(
      // The visitors' row above the list (the same for everyone, so in the server's page): nothing moves in.
      params.id
        ? client().prefetchQuery(getVideoQueryOptions(params.id))
        : client().prefetchQuery(getRecommendationsQueryOptions('visitor', null, HOME_ROW_LIMIT)),
      client().prefetchInfiniteQuery(
        getApprovedVideosQueryOptions({
          categories: HOME_CATEGORIES,
          subcategory: null,
          ...(bestFirst(request) ? { ordering: 'best' as const } : {}),
        }),
      ),
    );

/** "Best First" (`?ordering=best`) is another list: the one a page shows is the one in its HTML. */
const bestFirst = (request: Request) => new URL(request.url).searchParams.get('ordering') === 'best';

const listLoader =
  (client: () => QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const list = listFromUrl(url.pathname);
    // `?page=N`, a later page's own address (the plain links below a list): the page in the HTML is that one.
    const filter = list && fromPage(list.filter, listPageParam(url.searchParams.get('page')) ?? 1);
    return prefetch(
      filter
        ? client().prefetchInfiniteQuery(
            getApprovedVideosQueryOptions(bestFirst(request) ? { ...filter, ordering: 'best' } : filter),
          )
        : Promise.resolve(),
    );
  };

const watchLoader =
  (client: () => QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    // A link with something glued on after its id (`/watch/ID.`, `&t=30`): its clean address, as the server's 301.
    const clean = cleanWatchPath(url.pathname);
    if (clean) return replace(`${clean}${url.search}`);
    const queryClient = client();
    const videoId = params.video_id ?? '';
    const segment = url.pathname.split('/')[1]?.toLowerCase();
    const family = isWatchFamily(segment) ? segment : 'watch';
    const sideList = (category: string | null | undefined) =>
      queryClient.prefetchInfiniteQuery(
        getApprovedVideosQueryOptions({ categories: sideListCategories(family, category), subcategory: null }),
      );
    const video = queryClient.prefetchQuery(getVideoQueryOptions(videoId));
    // A lesson opened from a course (?course=) shows its place in it.
    const course = courseParam(url.searchParams.get('course'));
    // The generic families' side lists follow the video's own category, known only once it arrives.
    const followsVideo = family === 'watch' || family === 'watch_more';
    return prefetch(
      video,
      // "Up next" as a visitor sees it, in the server's page: the side list does not move down under it.
      queryClient.prefetchQuery(getRecommendationsQueryOptions('visitor', videoId, UP_NEXT_LIMIT)),
      // …and a video watched on its own, the courses it is part of: in the server's HTML, so the line that
      // names them neither moves the page nor asks again once it is live.
      course
        ? queryClient.prefetchQuery(getCourseQueryOptions(course))
        : queryClient.prefetchQuery(getVideoCoursesQueryOptions(videoId)),
      followsVideo
        ? video.then(() => {
            const loaded = queryClient.getQueryData(getVideoQueryOptions(videoId).queryKey);
            return loaded ? sideList(loaded.assigned_category) : undefined;
          })
        : sideList(null),
    );
  };

const homeRoute = async () => ({ Component: (await import('./home')).HomeRoute });
const watchRoute = async () => ({ Component: (await import('./watch')).WatchRoute });
const listRoute = async () => ({ Component: (await import('./list-category')).CategoryListRoute });

/** Every list path of spec §2; the list screen reads its category, family and layout from the URL. */
const LIST_PATHS = [
  'category/:category',
  ':category/:subcategory',
  'health/:section',
  'travel/:section',
  'animals/:section',
  'languages/:subcategory',
  'mindset/:subcategory',
  'technology/:subcategory',
  // Matching ignores case, so this also serves the menu's /Quran/Quran.
  'quran/:subcategory',
  'motivation/motivation',
  'business',
  'poverty',
  'politics',
  'maulidi',
];

const WATCH_PATHS = ['watch_home', 'watch_mindset', 'watch_technology', 'watch_more', 'watch'];

/** Video lists and watch pages. */
export const videoRoutes = (client: () => QueryClient): RouteObject[] => [
  { index: true, loader: homeLoader(client), lazy: homeRoute, handle: serverRendered('home') },
  { path: 'video_input/:id', loader: homeLoader(client), lazy: homeRoute, handle: serverRendered('home') },
  ...WATCH_PATHS.map((family) => ({
    path: `${family}/:video_id`,
    loader: watchLoader(client),
    lazy: watchRoute,
    handle: serverRendered('watch'),
  })),
  ...LIST_PATHS.map((path) => ({
    path,
    loader: listLoader(client),
    lazy: listRoute,
    handle: serverRendered('list-category'),
  })),
];
