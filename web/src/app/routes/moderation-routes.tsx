import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

import { inAreas } from './prefetch';

const adminRoute = async () => ({ Component: (await import('./moderation-admin')).AdminPanelRoute });

/** Moderator screens: the admin panel and its sections, approved videos and the dustbin. */
export const moderationRoutes = (_client?: () => QueryClient): RouteObject[] => [
  { path: 'admin', lazy: adminRoute, handle: inAreas('moderator') },
  { path: 'admninvidepanel/:section', lazy: adminRoute, handle: inAreas('moderator') },
  {
    path: 'approvedvideos',
    lazy: async () => ({ Component: (await import('./moderation-approved')).ApprovedVideosRoute }),
    handle: inAreas('moderator'),
  },
  {
    path: 'dustbin',
    lazy: async () => ({ Component: (await import('./moderation-dustbin')).DustbinRoute }),
    handle: inAreas('moderator'),
  },
];
