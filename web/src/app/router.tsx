import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';
import { reloadOnStaleBuild } from '@/lib/stale-build';

import { AppLayout } from './layout';
import { accountRoutes } from './routes/account-routes';
import { moderationRoutes } from './routes/moderation-routes';
import { pageRoutes } from './routes/page-routes';
import { RouteError } from './routes/route-error';
import { shellRoutes } from './routes/shell-routes';
import { toolsRoutes } from './routes/tools-routes';
import { videoRoutes } from './routes/video-routes';

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter([
    {
      Component: AppLayout,
      children: [
        {
          ErrorBoundary: RouteError,
          HydrateFallback: Spinner,
          children: [
            ...shellRoutes(),
            ...pageRoutes(queryClient),
            ...accountRoutes(queryClient),
            ...moderationRoutes(queryClient),
            ...toolsRoutes(queryClient),
            ...videoRoutes(queryClient),
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
  useEffect(
    () =>
      reloadOnStaleBuild(() => {
        const next = router.state.navigation.location;
        return next ? `${next.pathname}${next.search}${next.hash}` : undefined;
      }),
    [router],
  );
  return <RouterProvider router={router} />;
}
