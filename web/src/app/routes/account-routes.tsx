import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

import { RequireSignIn } from '@/features/auth/components/require-sign-in';

import { inAreas, serverRendered } from './prefetch';

/**
 * Sign-in, registration, password reset, and the signed-in user's settings and learning. Sign-in,
 * registration and the forgotten-password form are rendered on the server (someone arrives on them from a
 * link, often on a slow phone: the form shows at first paint). The reset form is not: its link's token is
 * for the browser alone, never part of a page the server renders and caches. The signed-in screens are
 * rendered in the browser, behind the same shell.
 */
export const accountRoutes = (_client?: () => QueryClient): RouteObject[] => [
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('./account-login')).LoginRoute }),
    handle: serverRendered('account-login', 'member'),
  },
  {
    path: 'registration',
    lazy: async () => ({ Component: (await import('./account-registration')).RegistrationRoute }),
    handle: serverRendered('account-registration', 'member'),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('./account-forgot-password')).ForgotPasswordRoute }),
    handle: serverRendered('account-forgot-password', 'member'),
  },
  {
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('./account-reset-password')).ResetPasswordRoute }),
    handle: inAreas('member'),
  },
  {
    // My Learning's queries are per user, known only once the session is restored, so no loader prefetches them.
    Component: RequireSignIn,
    handle: inAreas('member'),
    children: [
      { path: 'settings', lazy: async () => ({ Component: (await import('./account-settings')).SettingsRoute }) },
      {
        path: 'account-settings',
        lazy: async () => ({ Component: (await import('./account-delete')).DeleteAccountRoute }),
      },
      {
        path: 'my-learning',
        lazy: async () => ({ Component: (await import('./account-my-learning')).MyLearningRoute }),
      },
    ],
  },
];
