/* global caches, document, location, window, DOMParser */
/**
 * The offline page's list of pages kept for reading offline (a separate file: the site's CSP runs no
 * inline script). Reads the service worker's page cache; names in step with src/lib/offline-cache.ts.
 */
const PAGES_CACHE = 'focustube-pages';
const PAGE_TITLE_HEADER = 'x-focustube-title';
// Keep in step with src/lib/theme.tsx.
const THEME_KEY = 'focustube-theme';

// Keep in step with services/contracts/src/languages.ts (LANGUAGE_COOKIE) and src/app/main.tsx.
const LANGUAGE_COOKIE = 'lang';

/** The visitor's choice (the `lang` cookie), else the browser's first language: 'sw' or 'en'. */
function pageLanguage() {
  const cookie = document.cookie.split(';').find((pair) => pair.split('=', 1)[0].trim() === LANGUAGE_COOKIE);
  const chosen = cookie ? cookie.split('=')[1] : navigator.language;
  const primary = (chosen || '').trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'sw' ? 'sw' : 'en';
}

const LANGUAGE = pageLanguage();

/** The page's words; the English ones are also the HTML's own, for a browser running no script. */
const WORDS = {
  en: {
    title: "You're offline",
    lead: "FocusTube can't reach the internet right now, and this page isn't kept on this device.",
    tryAgain: 'Try again',
    keptTitle: 'Read offline',
    keptHint: 'Pages you read while online are kept here for reading offline.',
    note: 'Videos play from YouTube and need a connection; the pages you read keep their titles and descriptions.',
    none: 'No pages are kept on this device yet. Pages you read while online are kept here.',
    one: 'One page is kept on this device:',
    many: (count) => `${count} pages are kept on this device:`,
    home: 'Home',
  },
  sw: {
    title: 'Huna mtandao kwa sasa',
    lead: 'FocusTube haiwezi kufikia intaneti kwa sasa, na ukurasa huu haujahifadhiwa kwenye kifaa hiki.',
    tryAgain: 'Jaribu tena',
    keptTitle: 'Soma bila mtandao',
    keptHint: 'Kurasa unazosoma ukiwa mtandaoni huhifadhiwa hapa ili uzisome bila mtandao.',
    note: 'Video huchezwa kutoka YouTube na zinahitaji mtandao; kurasa ulizosoma zinabaki na vichwa na maelezo yake.',
    none: 'Bado hakuna ukurasa uliohifadhiwa kwenye kifaa hiki. Kurasa unazosoma ukiwa mtandaoni huhifadhiwa hapa.',
    one: 'Ukurasa mmoja umehifadhiwa kwenye kifaa hiki:',
    many: (count) => `Kurasa ${count} zimehifadhiwa kwenye kifaa hiki:`,
    home: 'Mwanzo',
  },
}[LANGUAGE];

if (LANGUAGE !== 'en') {
  document.documentElement.lang = LANGUAGE;
  document.title = `${WORDS.title} · FocusTube`;
  for (const [id, key] of [
    ['offline-title', 'title'],
    ['offline-lead', 'lead'],
    ['try-again', 'tryAgain'],
    ['kept-title', 'keptTitle'],
    ['kept-status', 'keptHint'],
    ['offline-note', 'note'],
  ]) {
    document.getElementById(id).textContent = WORDS[key];
  }
}

try {
  const stored = localStorage.getItem(THEME_KEY);
  if (stored === 'light' || stored === 'dark') document.documentElement.dataset.theme = stored;
} catch {
  // Storage blocked: the system's colour scheme applies.
}

/** The title the visitor saw (set by the service worker), else the one in the page's HTML, else its path. */
async function titleOf(cache, request, path) {
  const response = await cache.match(request);
  if (!response) return null;
  const label = response.headers.get(PAGE_TITLE_HEADER);
  let title = label ? decodeURIComponent(label) : '';
  if (!title) title = new DOMParser().parseFromString(await response.text(), 'text/html').title;
  title = title.replace(/\s*·\s*FocusTube$/, '').trim();
  // The bare site name is the home page's title, and says nothing about any other page.
  if (title === 'FocusTube' || !title) return path === '/' ? WORDS.home : path;
  return title;
}

async function keptPages() {
  if (!('caches' in window) || !(await caches.has(PAGES_CACHE))) return [];
  const cache = await caches.open(PAGES_CACHE);
  // Most recently kept first.
  const requests = (await cache.keys()).reverse();
  const pages = await Promise.all(
    requests.map(async (request) => {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      const title = await titleOf(cache, request, path);
      return title && { path, title };
    }),
  );
  return pages.filter(Boolean);
}

async function showKeptPages() {
  const status = document.getElementById('kept-status');
  const list = document.getElementById('kept-pages');
  let pages = [];
  try {
    pages = await keptPages();
  } catch {
    // No access to the cache (a private window, storage blocked): the page says nothing is kept.
  }
  if (pages.length === 0) {
    status.textContent = WORDS.none;
    return;
  }
  status.textContent =
    pages.length === 1 ? WORDS.one : WORDS.many(new Intl.NumberFormat(LANGUAGE).format(pages.length));
  for (const { path, title } of pages) {
    const link = document.createElement('a');
    link.href = path;
    const name = document.createElement('span');
    name.className = 'title';
    name.textContent = title;
    const where = document.createElement('span');
    where.className = 'path';
    where.textContent = path;
    link.append(name, where);
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
}

/**
 * Back online: loads what the visitor asked for once the site answers. A network that has just come
 * back often reaches nothing for a moment, so it waits a second, then asks a few times, less and less
 * often.
 */
async function reloadWhenReachable(attempt) {
  try {
    // HEAD goes past the service worker, which keeps GET answers only.
    await fetch(location.href, { method: 'HEAD', cache: 'no-store' });
    location.reload();
  } catch {
    if (attempt < 5) setTimeout(() => reloadWhenReachable(attempt + 1), 2000 * 2 ** attempt);
  }
}

document.getElementById('try-again').addEventListener('click', () => location.reload());
window.addEventListener('online', () => setTimeout(() => reloadWhenReachable(0), 1000));
void showKeptPages();
