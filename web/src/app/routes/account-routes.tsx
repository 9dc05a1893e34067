import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

import { RequireSignIn } from '@/features/auth/components/require-sign-in';

import { inAreas } from './prefetch';

/** Sign-in, registration, password reset, and the signed-in user's settings and learning. */
export const accountRoutes = (_client?: () => QueryClient): RouteObject[] => [
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('./account-login')).LoginRoute }),
    handle: inAreas('member'),
  },
  {
    path: 'registration',
    lazy: async () => ({ Component: (await import('./account-registration')).RegistrationRoute }),
    handle: inAreas('member'),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('./account-forgot-password')).ForgotPasswordRoute }),
    handle: inAreas('member'),
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
