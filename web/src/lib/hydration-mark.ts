import { useEffect } from 'react';

// The layout and the header's menus, which load as code of their own: the page answers every press once all have mounted.
const waiting = new Set(['layout', 'category-menus', 'user-menu']);

/**
 * Marks `<html data-hydrated>` once the layout and its menus are live. A press on a script-driven
 * control before that does nothing, as on any page still loading: tests wait for the mark, and anyone
 * measuring can read when the server's HTML came to life.
 */
export function useHydrationMark(part: 'layout' | 'category-menus' | 'user-menu'): void {
  useEffect(() => {
    waiting.delete(part);
    if (waiting.size === 0) document.documentElement.dataset.hydrated = '';
  }, [part]);
}
