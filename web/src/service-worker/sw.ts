/// <reference lib="webworker" />
/**
 * FocusTube's service worker, built to /sw.js (web/pwa.config.ts). What it keeps, and why:
 *
 * - Pages: network first, so a visitor online always gets the current page and build; after a few
 *   seconds without an answer (a slow mobile network) or offline, the copy kept when they last read it;
 *   without one, the offline page, which lists the pages that are kept. The pages read are kept (50 at
 *   most, for 30 days), members' and moderators' screens never (lib/offline-cache.ts).
 * - Public catalogue answers the pages read from: network first, kept when the server calls them
 *   public; never an answer to a request carrying a member's token.
 * - Hashed JS and CSS: cache first (they never change). The shell of the public pages is fetched at
 *   install; the rest as the app loads it. Kept across deploys, oldest out first, because a kept page
 *   names the files of the build it came from.
 * - Nothing else: not YouTube's thumbnails (opaque answers weigh megabytes each against the storage
 *   quota, and an error cannot be told from an image), not the socket, not any other method than GET.
 *
 * A new build takes over at once (skipWaiting, clientsClaim) without reloading anyone's page: the page
 * keeps running its own build, whose files stay in the assets cache; a file that is gone everywhere
 * still answers 404, and lib/stale-build.ts reloads into the new build, fetched from the network.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

import {
  API_CACHE,
  ASSETS_CACHE,
  isPageRead,
  isPublicApiRequest,
  OFFLINE_PAGE,
  PAGE_TITLE_HEADER,
  PAGES_CACHE,
  pagePolicy,
} from '../lib/offline-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** How long a page or an answer may take before the kept copy is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY_SECONDS = 24 * 60 * 60;
const PAGES_EXPIRATION = { maxEntries: 50, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true };
const origin = self.location.origin;

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();

// The build's list (pwa.config.ts): hashed shell files go to the long-lived assets cache, the others
// (offline page, icons, web manifest) to Workbox's precache, replaced when their revision changes.
const buildFiles = self.__WB_MANIFEST.map((entry) => (typeof entry === 'string' ? { url: entry } : entry));
const isHashedAsset = (entry: PrecacheEntry) => /^\/?assets\//.test(entry.url);
precacheAndRoute(
  buildFiles.filter((entry) => !isHashedAsset(entry)),
  { cleanURLs: false },
);
cleanupOutdatedCaches();

/** Only a whole 200 answer, not redirected, that the server lets be stored (and, for `public`, shared). */
const keepable = ({ requirePublic }: { requirePublic: boolean }): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => {
    const policy = (response.headers.get('cache-control') ?? '').toLowerCase();
    const refused = /\b(?:no-store|private)\b/.test(policy) || (requirePublic && !/\bpublic\b/.test(policy));
    return response.status === 200 && !response.redirected && !refused ? response : null;
  },
});

const offlineFallback: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error(),
};

const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [keepable({ requirePublic: true }), new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});
registerRoute(({ url }) => url.origin === origin && url.pathname.startsWith('/assets/'), assets);

// The shell is fetched at install (from the HTTP cache, mostly: the page has just loaded it). All of it
// or nothing: a failed fetch fails the install, and the browser tries again on a later visit.
const shell = buildFiles.filter(isHashedAsset).map((entry) => new URL(entry.url, self.location.href).href);
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all(
      shell.map(async (url) => {
        const [response, done] = assets.handleAll({ event, request: new Request(url) });
        if (!(await response).ok) throw new Error(`${url} could not be fetched for offline use`);
        await done;
      }),
    ),
  );
});

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keepable({ requirePublic: false }), new ExpirationPlugin(PAGES_EXPIRATION), offlineFallback],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && pagePolicy(url, origin) === 'keep', pages);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && pagePolicy(url, origin) === 'network-only',
  new NetworkOnly({ plugins: [offlineFallback] }),
);

registerRoute(
  ({ request }) => isPublicApiRequest(request, origin),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      keepable({ requirePublic: true }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

const pagesExpiration = new CacheExpiration(PAGES_CACHE, PAGES_EXPIRATION);
const savingData = () => (self.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;

/**
 * The page says what the visitor is reading (lib/service-worker.ts): most pages are reached inside the
 * app, without a navigation this worker would see. Such a page is fetched once to be kept (unless the
 * visitor asked to save data), and its copy is labelled with the title the visitor saw.
 */
async function keepPageRead(event: ExtendableEvent, url: URL, title: string) {
  const cache = await caches.open(PAGES_CACHE);
  let kept = await cache.match(url.href);
  if (!kept) {
    if (savingData()) return;
    const request = new Request(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    const [, done] = pages.handleAll({ event, request });
    await done;
    kept = await cache.match(url.href);
    if (!kept) return;
  } else {
    await pagesExpiration.updateTimestamp(url.href);
  }
  const label = encodeURIComponent(title);
  if (kept.headers.get(PAGE_TITLE_HEADER) === label) return;
  const headers = new Headers(kept.headers);
  headers.set(PAGE_TITLE_HEADER, label);
  // The body was stored decoded: it is no longer brotli or gzip, nor that length.
  headers.delete('content-encoding');
  headers.delete('content-length');
  const body = await kept.blob();
  await cache.put(url.href, new Response(body, { status: kept.status, statusText: kept.statusText, headers }));
}

self.addEventListener('message', (event) => {
  if (!isPageRead(event.data)) return;
  const url = new URL(event.data.url, origin);
  url.hash = '';
  if (pagePolicy(url, origin) !== 'keep') return;
  event.waitUntil(keepPageRead(event, url, event.data.title.slice(0, 200)));
});
