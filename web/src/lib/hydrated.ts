import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true from then on: for what only the
 * browser knows (the router's state of a reloaded page, whether a control can work there), which the first
 * render must leave out so that it draws what the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
