import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

import { getApprovedVideosQueryOptions } from '@/features/videos/api/get-approved-videos';
import { getVideoQueryOptions } from '@/features/videos/api/get-video';
import { HOME_CATEGORIES, isWatchFamily, sideListCategories } from '@/features/videos/lib/families';
import { listFromUrl } from '@/features/videos/lib/list-from-url';

// Loaders start each screen's requests while its code downloads, without waiting for them:
// the screen shows its own spinner, empty and error states from the query cache.
const homeLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(getVideoQueryOptions(params.id));
    void queryClient.prefetchInfiniteQuery(
      getApprovedVideosQueryOptions({ categories: HOME_CATEGORIES, subcategory: null }),
    );
    return null;
  };

const listLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const list = listFromUrl(new URL(request.url).pathname);
    if (list) void queryClient.prefetchInfiniteQuery(getApprovedVideosQueryOptions(list.filter));
    return null;
  };

const watchLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) => {
    if (params.video_id) void queryClient.prefetchQuery(getVideoQueryOptions(params.video_id));
    const family = new URL(request.url).pathname.split('/')[1];
    // The generic families' side lists follow the video's own category, known only once it arrives.
    if (isWatchFamily(family) && family !== 'watch' && family !== 'watch_more') {
      const categories = sideListCategories(family, null);
      void queryClient.prefetchInfiniteQuery(getApprovedVideosQueryOptions({ categories, subcategory: null }));
    }
    return null;
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
export const videoRoutes = (queryClient: QueryClient): RouteObject[] => [
  { index: true, loader: homeLoader(queryClient), lazy: homeRoute },
  { path: 'video_input/:id', loader: homeLoader(queryClient), lazy: homeRoute },
  ...WATCH_PATHS.map((family) => ({
    path: `${family}/:video_id`,
    loader: watchLoader(queryClient),
    lazy: watchRoute,
  })),
  ...LIST_PATHS.map((path) => ({ path, loader: listLoader(queryClient), lazy: listRoute })),
];
