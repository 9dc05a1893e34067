import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

import {
  getApprovedVideosQueryOptions,
  HOME_CATEGORIES,
  WATCH_CATEGORIES,
} from '@/features/videos/api/get-approved-videos';
import { getVideoQueryOptions } from '@/features/videos/api/get-video';

// Loaders start each screen's requests while its code downloads, without waiting for them:
// the screen shows its own spinner, empty and error states from the query cache.
const homeLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchInfiniteQuery(getApprovedVideosQueryOptions(HOME_CATEGORIES));
  return null;
};

const watchLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.video_id) void queryClient.prefetchQuery(getVideoQueryOptions(params.video_id));
    void queryClient.prefetchInfiniteQuery(getApprovedVideosQueryOptions(WATCH_CATEGORIES));
    return null;
  };

const watchRoute = async () => ({ Component: (await import('./watch')).WatchRoute });

/** Video lists and watch pages. */
export const videoRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    index: true,
    loader: homeLoader(queryClient),
    lazy: async () => ({ Component: (await import('./home')).HomeRoute }),
  },
  { path: 'watch_home/:video_id', loader: watchLoader(queryClient), lazy: watchRoute },
  { path: 'watch/:video_id', loader: watchLoader(queryClient), lazy: watchRoute },
];
