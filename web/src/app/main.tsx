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

/** Loads the code of the routes the server rendered, so hydration finds the same tree at once. */
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

async function start() {
  const container = document.getElementById('root')!;
  const language = pageLanguage();
  document.documentElement.lang = language;
  setApiLanguage(language);
  // Preloaded with the page by the server: here before the route code below.
  const ready = activateLanguage(appI18n, language);
  // Beside the page's code: should it fail (offline), the menus load when rendered, as any lazy code.
  const menus = preloadHeaderMenus().catch(() => undefined);
  const server = readServerData();
  const queryClient = createQueryClient();
  const routes = appRoutes(() => queryClient);
  if (server) {
    setSiteOrigin(server.origin);
    restorePageQueries(queryClient, server);
    await loadMatchedRoutes(routes);
  }
  await Promise.all([ready, menus]);
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
