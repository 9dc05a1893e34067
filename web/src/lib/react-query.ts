import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';

/** `server`: rendering a page, which shows what it has at once rather than retrying (the browser will). */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // On the server a failed request is what the page shows (a missing video), not a reason to wait.
        retryOnMount: !server,
        refetchOnWindowFocus: false,
        // Offline, requests still go out: the service worker answers public ones from what it kept.
        networkMode: 'offlineFirst',
        // A 4xx answer will not change on retry; network and server errors might. Not while the device is
        // offline: React Query would hold the retry until it is back, leaving the screen loading with no word;
        // the screen says it is offline instead, and reads again by itself on reconnecting.
        retry: (failureCount, error) =>
          !server &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2 &&
          navigator.onLine !== false,
      },
    },
  });
}
