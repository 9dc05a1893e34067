import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

import { reloadOnStaleBuild } from '@/lib/stale-build';

export function AppRouter({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
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
