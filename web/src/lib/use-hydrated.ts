import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False while the server renders and while the browser hydrates its HTML; true from the next render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
