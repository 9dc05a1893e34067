import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

import { getRecentJobsQueryOptions } from '@/features/imports/api/get-recent-jobs';
import { getSourcesQueryOptions } from '@/features/imports/api/get-sources';

import { inAreas } from './prefetch';

/** The moderators' import tool (/testlink, /fetch-videos) and the admins' users list. */
export const toolsRoutes = (client?: () => QueryClient): RouteObject[] => {
  // Start the reads while the page's code downloads; a refusal is the page's to explain, not the loader's.
  const prefetchTools = () => {
    void client?.().prefetchQuery(getSourcesQueryOptions());
    void client?.().prefetchQuery(getRecentJobsQueryOptions());
    return null;
  };
  return [
    {
      path: 'testlink',
      loader: prefetchTools,
      lazy: async () => ({ Component: (await import('./tools-import')).ImportToolRoute }),
      handle: inAreas('moderator'),
    },
    {
      path: 'fetch-videos',
      loader: prefetchTools,
      lazy: async () => ({ Component: (await import('./tools-import')).FetchVideosRoute }),
      handle: inAreas('moderator'),
    },
    {
      path: 'admin/users',
      lazy: async () => ({ Component: (await import('./tools-users')).UsersRoute }),
      handle: inAreas('moderator'),
    },
  ];
};
