import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** A press with Ctrl, ⌘, Shift or Alt held: the reader's own (a new tab or window, scrolling back up). */
export const withModifier = (event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * One click handler for a list of many plain links (the header's menus): it follows a press on any
 * same-site link inside in the app, as React Router's <Link> does, without a <Link> per item. Each <Link>
 * resolves its path against the route's matches on every render, which the server pays for each of the
 * hundred menu items of every page it renders. A press with a modifier key, on a link to another site or
 * to another tab, is left to the browser.
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || withModifier(event)) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    if (anchor.origin !== window.location.origin) return;
    event.preventDefault();
    const to = anchor.pathname + anchor.search + anchor.hash;
    const here = window.location.pathname + window.location.search + window.location.hash;
    void navigate(to, { replace: to === here });
  };
}
