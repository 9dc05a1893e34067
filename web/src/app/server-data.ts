import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

import { categoryKeys, isShippedCategoryTree, seedShippedCategoryTree } from '@/lib/categories';

/** The id of the JSON the server puts after a rendered page: the data it rendered with, for hydration. */
export const SERVER_DATA_ID = 'focustube-data';

/**
 * `origin`: the site's public address, so canonical links render the same in the browser.
 * `hydrate`: false when the page shows a failed request (a missing video): the browser renders it
 * afresh, asking again, rather than adopting an error it did not see.
 * `shippedMenus`: when the category tree the page was rendered with is the copy the app ships, the
 * time it was read (ms since 1970); the tree is then left out of `queries` and the browser puts its own
 * copy in their place. Null when the tree is in `queries` (or failed to load).
 */
export type ServerData = {
  origin: string;
  hydrate: boolean;
  shippedMenus: number | null;
  queries: DehydratedState;
  router: HydrationState;
};

/**
 * The server's data counts as fresh in the browser when read less than this long ago. The server's page
 * cache drops a page whenever moderators change the catalogue and keeps none for long, so data read
 * minutes ago is current: no second fetch of it. An older copy (one the service worker kept for reading
 * offline) is refreshed as usual.
 */
const FRESH_FOR_MS = 5 * 60_000;

/** The page's queries for its HTML: the category tree left out when it is the copy the app ships (12 KB of every page). */
export function pageQueries(queryClient: QueryClient): Pick<ServerData, 'shippedMenus' | 'queries'> {
  const menus = queryClient.getQueryCache().find({ queryKey: categoryKeys.tree(), exact: true });
  const shipped = menus?.state.status === 'success' && isShippedCategoryTree(menus.state.data) ? menus : undefined;
  return {
    shippedMenus: shipped ? shipped.state.dataUpdatedAt : null,
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && query !== shipped,
    }),
  };
}

/** The server's data in the browser's query cache, the tree it left out included, each as fresh as it is. */
export function restorePageQueries(
  queryClient: QueryClient,
  server: Pick<ServerData, 'shippedMenus' | 'queries'>,
  now = Date.now(),
) {
  const fresh = (readAt: number) => (now - readAt < FRESH_FOR_MS ? now : readAt);
  for (const query of server.queries.queries) query.state.dataUpdatedAt = fresh(query.state.dataUpdatedAt);
  hydrate(queryClient, server.queries);
  // A page from before the tree was left out has no number here, and the tree in its queries.
  if (typeof server.shippedMenus === 'number') seedShippedCategoryTree(queryClient, fresh(server.shippedMenus));
}

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
