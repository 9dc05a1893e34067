import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';

import '../index.css';

import { languageFromAcceptLanguage, languageFromCookie, toLanguage } from '@focustube/contracts';

import { setApiLanguage } from '@/lib/api-client';
import { activateLanguage, appI18n, DEFAULT_LANGUAGE, LanguageProvider } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { registerServiceWorker } from '@/lib/service-worker';
import { setSiteOrigin } from '@/lib/site-origin';

import { AppProvider } from './provider';
import { preloadHeaderMenus } from './layout';
import { AppRouter } from './router';
import { appRoutes } from './routes';
import { readServerData, restorePageQueries } from './server-data';

// The app's code has arrived and runs: index.html's script leaves a held press on play to it.
document.documentElement.dataset.app = '';

/** The longest the first render waits for the header menus' code once the page's own is in. */
const MENUS_WAIT_MS = 200;

/** Loads the code of the page's routes: hydration finds the server's tree at once, a first render its page. */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The reader's choice (cookie), else the page's (the server chose it from Accept-Language), else the browser's. */
function pageLanguage() {
  return (
    languageFromCookie(document.cookie) ??
    toLanguage(document.documentElement.lang) ??
    languageFromAcceptLanguage(navigator.languages.join(',')) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * A history entry the browser made (an address typed or pasted, a link from a chat, a bookmark) carries no
 * key, and React Router names every such entry "default": the scroll position it saves for one is then
 * given to the next page opened that way, which opens half-way down. Each gets a key of its own, kept in
 * the entry's state, so a reload of it or Back to it still finds its own position.
 */
function keyThisHistoryEntry() {
  const state = window.history.state as { key?: unknown } | null;
  if (state?.key) return;
  window.history.replaceState({ usr: null, ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}

async function start() {
  const container = document.getElementById('root')!;
  const language = pageLanguage();
  document.documentElement.lang = language;
  setApiLanguage(language);
  // Preloaded with the page by the server: here before the route code below.
  const ready = activateLanguage(appI18n, language);
  // The header's menus' code, beside the page's: live with it (see preloadable).
  const menus = preloadHeaderMenus();
  const server = readServerData();
  const queryClient = createQueryClient();
  const routes = appRoutes(() => queryClient);
  if (server) {
    setSiteOrigin(server.origin);
    restorePageQueries(queryClient, server);
  }
  // A page the browser renders whose code fails to come (offline) is the router's to handle, as on a link.
  await Promise.all([ready, server ? loadMatchedRoutes(routes) : loadMatchedRoutes(routes).catch(() => undefined)]);
  // Never long after the page's own code: menus that fail to come (offline) or come late load when
  // rendered, as any lazy code.
  await Promise.race([menus.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, MENUS_WAIT_MS))]);
  keyThisHistoryEntry();
  const router = createBrowserRouter(routes, server ? { hydrationData: server.router } : undefined);
  const app = (
    <StrictMode>
      <LanguageProvider i18n={appI18n}>
        <AppProvider queryClient={queryClient}>
          <AppRouter router={router} />
        </AppProvider>
      </LanguageProvider>
    </StrictMode>
  );
  if (server?.hydrate) hydrateRoot(container, app);
  // The first render replaces the server's HTML in one go.
  else createRoot(container).render(app);
}

void start();
registerServiceWorker();
