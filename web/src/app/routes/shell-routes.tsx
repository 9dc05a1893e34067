import { listPageParam, sanitizeSearchText } from '@focustube/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

import { searchVideosQueryOptions } from '@/features/search/api/search-videos';

import { prefetch, serverRendered } from './prefetch';

/** Search results and other routes of the site's shell. */
export const shellRoutes = (client: () => QueryClient): RouteObject[] => [
  {
    path: 'search',
    loader: ({ request }: LoaderFunctionArgs) => {
      const { searchParams } = new URL(request.url);
      const q = sanitizeSearchText(searchParams.get('q') ?? '').trim();
      // `&page=N`: the results from their page N on, as the plain links below them lead there.
      const page = listPageParam(searchParams.get('page')) ?? 1;
      return prefetch(q ? client().prefetchInfiniteQuery(searchVideosQueryOptions(q, page)) : Promise.resolve());
    },
    lazy: async () => ({ Component: (await import('./search')).SearchRoute }),
    handle: serverRendered('search'),
  },
];
