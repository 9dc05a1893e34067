import { PRIVATE_SCREENS } from '@focustube/contracts';

/**
 * What the service worker (src/service-worker/sw.ts) keeps for reading offline, shared with the page
 * that tells it what the visitor read (lib/service-worker.ts). public/offline.js reads the same page
 * cache and title header: keep their names in step with it.
 */

/** Pages the visitor read: their HTML, each under its own URL. */
export const PAGES_CACHE = 'focustube-pages';
/** The title the page showed, set on its cached copy, for the offline page's list. */
export const PAGE_TITLE_HEADER = 'x-focustube-title';
/** Public catalogue answers the pages read from. */
export const API_CACHE = 'focustube-api';
/** Hashed JS and CSS, of this build and of earlier ones that cached pages still name. */
export const ASSETS_CACHE = 'focustube-assets';
export const OFFLINE_PAGE = '/offline.html';

/** The page → service worker message: "the visitor is reading `url`, titled `title`". */
export const PAGE_READ = 'focustube:page-read';
export interface PageRead {
  type: typeof PAGE_READ;
  url: string;
  title: string;
}

export const isPageRead = (data: unknown): data is PageRead =>
  typeof data === 'object' &&
  data !== null &&
  (data as PageRead).type === PAGE_READ &&
  typeof (data as PageRead).url === 'string' &&
  typeof (data as PageRead).title === 'string';

/**
 * Not pages of the app: the service worker leaves these to the browser entirely (the API, the socket,
 * metrics, the admin area with its server-rendered queue dashboard, crawler files).
 */
const NOT_APP_PAGES = ['/api', '/socket.io', '/metrics', '/admin', '/robots.txt', '/sitemap.xml', '/sitemaps'];

// Routes match without regard to case (/Quran/Quran), so these rules do too.
const under = (pathname: string, prefixes: string[]) => {
  const path = pathname.toLowerCase();
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

export type PagePolicy = 'keep' | 'network-only' | 'browser';

/** How a navigation to `url` is served: kept for offline reading, network only, or not touched at all. */
export function pagePolicy(url: URL, origin: string): PagePolicy {
  if (url.origin !== origin || under(url.pathname, NOT_APP_PAGES)) return 'browser';
  return under(url.pathname, PRIVATE_SCREENS) ? 'network-only' : 'keep';
}

/** The catalogue answers every visitor gets alike (lists, details, menus, site details). */
const PUBLIC_API =
  /^\/api\/(?:approved\/(?:[\w-]{1,64}\/)?|videos\/[\w-]{1,64}\/|guidelines\/(?:[\w-]{1,64}\/)?|categories|site\/)$/;

/**
 * An API request whose answer may be kept: a GET of a public catalogue path, sent without a member's
 * token. (The answer must also say `public` itself; see the service worker.)
 */
export function isPublicApiRequest(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    PUBLIC_API.test(url.pathname) &&
    !request.headers.has('authorization')
  );
}
