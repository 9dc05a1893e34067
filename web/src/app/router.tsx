import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';
import {
  getApprovedVideosQueryOptions,
  HOME_CATEGORIES,
  WATCH_CATEGORIES,
} from '@/features/videos/api/get-approved-videos';
import { getVideoQueryOptions } from '@/features/videos/api/get-video';

import { AppLayout } from './layout';
import { RouteError } from './routes/route-error';

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

const watchRoute = async () => ({ Component: (await import('./routes/watch')).WatchRoute });

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter([
    {
      Component: AppLayout,
      children: [
        {
          ErrorBoundary: RouteError,
          HydrateFallback: Spinner,
          children: [
            {
              index: true,
              loader: homeLoader(queryClient),
              lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
            },
            { path: 'watch_home/:video_id', loader: watchLoader(queryClient), lazy: watchRoute },
            { path: 'watch/:video_id', loader: watchLoader(queryClient), lazy: watchRoute },
            {
              path: '*',
              lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
            },
          ],
        },
      ],
    },
  ]);

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createAppRouter(queryClient), [queryClient]);
  return <RouterProvider router={router} />;
}
