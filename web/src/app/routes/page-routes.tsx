import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

import { getSiteInfoQueryOptions } from '@/lib/site-info';
import { getGiftsQueryOptions } from '@/features/gifts/api/get-gifts';
import { getGuidelinesQueryOptions } from '@/features/guidelines/api/get-guidelines';

import { inAreas, prefetch, serverRendered } from './prefetch';

/** Static and content pages: about, FAQs, donate, contribute, contact, guidelines… */
export const pageRoutes = (client: () => QueryClient): RouteObject[] => [
  {
    path: 'aboutus',
    lazy: async () => ({ Component: (await import('./page-about')).AboutRoute }),
    handle: serverRendered('page-about', 'about'),
  },
  {
    path: 'faqs',
    lazy: async () => ({ Component: (await import('./page-faqs')).FaqsRoute }),
    handle: serverRendered('page-faqs', 'about'),
  },
  {
    path: 'donate',
    lazy: async () => ({ Component: (await import('./page-donate')).DonateRoute }),
    handle: serverRendered('page-donate', 'pages'),
  },
  {
    path: 'contribute',
    lazy: async () => ({ Component: (await import('./page-contribute')).ContributeRoute }),
    handle: serverRendered('page-contribute', 'pages'),
  },
  {
    path: 'contacts_us',
    loader: () => prefetch(client().prefetchQuery(getSiteInfoQueryOptions())),
    lazy: async () => ({ Component: (await import('./page-contact')).ContactRoute }),
    handle: serverRendered('page-contact', 'pages'),
  },
  {
    path: 'what_inside_focustube',
    lazy: async () => ({ Component: (await import('./page-whats-inside')).WhatsInsideRoute }),
    handle: serverRendered('page-whats-inside', 'about'),
  },
  {
    path: 'vidoeguideline',
    loader: () => prefetch(client().prefetchInfiniteQuery(getGuidelinesQueryOptions())),
    lazy: async () => ({ Component: (await import('./page-guidelines')).GuidelinesRoute }),
    handle: serverRendered('page-guidelines', 'pages'),
  },
  {
    path: 'myprofile',
    lazy: async () => ({ Component: (await import('./page-profile')).ProfileRoute }),
    handle: inAreas('pages'),
  },
  {
    path: 'tailwind',
    lazy: async () => ({ Component: (await import('./page-tailwind')).TailwindRoute }),
    handle: inAreas('pages'),
  },
  {
    path: 'gifts',
    // The server renders what a visitor sees; a member's own claims arrive once the session is known.
    loader: () => prefetch(client().prefetchQuery(getGiftsQueryOptions(null))),
    lazy: async () => ({ Component: (await import('./page-gifts')).GiftsRoute }),
    handle: serverRendered('page-gifts', 'pages'),
  },
];
