import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

import { getSiteInfoQueryOptions } from '@/lib/site-info';
import { getGuidelinesQueryOptions } from '@/features/guidelines/api/get-guidelines';

/** Static and content pages: about, FAQs, donate, contribute, contact, guidelines… */
export const pageRoutes = (queryClient?: QueryClient): RouteObject[] => [
  { path: 'aboutus', lazy: async () => ({ Component: (await import('./page-about')).AboutRoute }) },
  { path: 'faqs', lazy: async () => ({ Component: (await import('./page-faqs')).FaqsRoute }) },
  { path: 'donate', lazy: async () => ({ Component: (await import('./page-donate')).DonateRoute }) },
  { path: 'contribute', lazy: async () => ({ Component: (await import('./page-contribute')).ContributeRoute }) },
  {
    path: 'contacts_us',
    // Start the request while the page's code downloads; the page reads the cache.
    loader: () => {
      void queryClient?.prefetchQuery(getSiteInfoQueryOptions());
      return null;
    },
    lazy: async () => ({ Component: (await import('./page-contact')).ContactRoute }),
  },
  {
    path: 'what_inside_focustube',
    lazy: async () => ({ Component: (await import('./page-whats-inside')).WhatsInsideRoute }),
  },
  {
    path: 'vidoeguideline',
    loader: () => {
      void queryClient?.prefetchInfiniteQuery(getGuidelinesQueryOptions());
      return null;
    },
    lazy: async () => ({ Component: (await import('./page-guidelines')).GuidelinesRoute }),
  },
  { path: 'myprofile', lazy: async () => ({ Component: (await import('./page-profile')).ProfileRoute }) },
  { path: 'tailwind', lazy: async () => ({ Component: (await import('./page-tailwind')).TailwindRoute }) },
  { path: 'gifts', lazy: async () => ({ Component: (await import('./page-gifts')).GiftsRoute }) },
];
