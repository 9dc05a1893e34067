import type { RouteObject } from 'react-router-dom';

/** Search results and other routes of the site's shell. */
export const shellRoutes = (): RouteObject[] => [
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('./search')).SearchRoute }),
  },
];
