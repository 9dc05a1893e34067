import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

const adminRoute = async () => ({ Component: (await import('./moderation-admin')).AdminPanelRoute });

/** Moderator screens: the admin panel and its sections, approved videos and the dustbin. */
export const moderationRoutes = (_queryClient?: QueryClient): RouteObject[] => [
  { path: 'admin', lazy: adminRoute },
  { path: 'admninvidepanel/:section', lazy: adminRoute },
  {
    path: 'approvedvideos',
    lazy: async () => ({ Component: (await import('./moderation-approved')).ApprovedVideosRoute }),
  },
  { path: 'dustbin', lazy: async () => ({ Component: (await import('./moderation-dustbin')).DustbinRoute }) },
];
