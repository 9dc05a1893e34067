import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/** The id of the JSON the server puts after a rendered page: the data it rendered with, for hydration. */
export const SERVER_DATA_ID = 'focustube-data';

/**
 * `origin`: the site's public address, so canonical links render the same in the browser.
 * `hydrate`: false when the page shows a failed request (a missing video): the browser renders it
 * afresh, asking again, rather than adopting an error it did not see.
 * `shippedMenus`: the category tree the page was rendered with is the copy the app ships, so it is
 * left out of `queries` and the browser puts its own copy in their place.
 */
export type ServerData = {
  origin: string;
  hydrate: boolean;
  shippedMenus: boolean;
  queries: DehydratedState;
  router: HydrationState;
};

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close or change it. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function readServerData(): ServerData | null {
  const element = document.getElementById(SERVER_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerData;
  } catch {
    return null;
  }
}
