import { sanitizeSearchText } from '@focustube/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

import { searchVideosQueryOptions } from '@/features/search/api/search-videos';

import { prefetch, serverRendered } from './prefetch';

/** Search results and other routes of the site's shell. */
export const shellRoutes = (client: () => QueryClient): RouteObject[] => [
  {
    path: 'search',
    loader: ({ request }: LoaderFunctionArgs) => {
      const q = sanitizeSearchText(new URL(request.url).searchParams.get('q') ?? '').trim();
      return prefetch(q ? client().prefetchInfiniteQuery(searchVideosQueryOptions(q)) : Promise.resolve());
    },
    lazy: async () => ({ Component: (await import('./search')).SearchRoute }),
    handle: serverRendered('search'),
  },
];
