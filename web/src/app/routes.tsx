import type { QueryClient } from '@tanstack/react-query';
import { PAGE_ALIASES } from '@focustube/contracts';
import { replace, type RouteObject } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';
import { getCategoriesQueryOptions } from '@/lib/categories';
import { loadAreas, type Area } from '@/lib/i18n';
import { getSiteInfoQueryOptions } from '@/lib/site-info';

import { AppLayout } from './layout';
import { accountRoutes } from './routes/account-routes';
import { courseRoutes } from './routes/course-routes';
import { moderationRoutes } from './routes/moderation-routes';
import { pageRoutes } from './routes/page-routes';
import { prefetch, serverRendered, type PageHandle } from './routes/prefetch';
import { RouteError } from './routes/route-error';
import { shellRoutes } from './routes/shell-routes';
import { toolsRoutes } from './routes/tools-routes';
import { videoRoutes } from './routes/video-routes';

/**
 * A route's code comes with the areas of the catalogue its handle names (its parents' too), so its screen
 * never renders before its words are in: in the browser's language, and in any language chosen later.
 */
function withAreas(routes: RouteObject[], parents: Area[] = []): RouteObject[] {
  return routes.map((route) => {
    const areas = [...parents, ...((route.handle as PageHandle | undefined)?.areas ?? [])];
    const { lazy, children } = route;
    return {
      ...route,
      ...(typeof lazy === 'function' &&
        areas.length > 0 && { lazy: async () => (await Promise.all([lazy(), loadAreas(areas)]))[0] }),
      ...(children && { children: withAreas(children, areas) }),
    } as RouteObject;
  });
}

/**
 * Every route of the site, one table for the server's render and the browser's router. `client` gives the
 * query cache the loaders fill: the browser's one, or on the server the page being rendered (the server
 * builds this table once and renders many pages at the same time).
 */
export const appRoutes = (client: () => QueryClient): RouteObject[] =>
  withAreas([
    {
      id: 'root',
      Component: AppLayout,
      // The header's menus: in the server's HTML and hydrated with the page, so a press finds them ready.
      handle: {
        modules: [
          'src/features/categories/components/category-dropdowns.tsx',
          'src/components/layout/header/user-menu.tsx',
        ],
      } satisfies PageHandle,
      // The header's menus and the footer's contact details, on every page.
      loader: () =>
        prefetch(
          client().prefetchQuery(getCategoriesQueryOptions()),
          client().prefetchQuery(getSiteInfoQueryOptions()),
        ),
      children: [
        {
          ErrorBoundary: RouteError,
          HydrateFallback: Spinner,
          children: [
            ...shellRoutes(client),
            ...pageRoutes(client),
            ...accountRoutes(client),
            ...moderationRoutes(client),
            ...toolsRoutes(client),
            ...courseRoutes(client),
            ...videoRoutes(client),
            // The addresses the server answers with a 301 (/signup, /health, …), reached inside the app (a link,
            // the back button): the same page, in place of the alias in the history, query kept.
            ...[...PAGE_ALIASES].map(([from, to]): RouteObject => ({
              path: from.slice(1),
              loader: ({ request }) => replace(`${to}${new URL(request.url).search}`),
            })),
            {
              path: '*',
              lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
              handle: serverRendered('not-found'),
            },
          ],
        },
      ],
    },
  ]);
