import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

import { SiteFooter } from '@/components/layout/footer/site-footer';
import { loadDrawerSheet } from '@/components/layout/header/mobile-drawer';
import { SiteHeader, UserMenu } from '@/components/layout/header/site-header';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { HeaderSearch } from '@/features/search/components/header-search';
import { preloadWhenIdle, whenIdle } from '@/lib/preload-when-idle';
import { useHydrationMark } from '@/lib/hydration-mark';
import { useT } from '@/lib/i18n';
import { preloadable } from '@/lib/preloadable';

// Rendered only inside the phone drawer, whose code loads once the page is idle (see below).
const loadDrawerGroups = () => import('@/features/categories/components/category-drawer-groups');
const CategoryDrawerGroups = lazy(() => loadDrawerGroups().then((m) => ({ default: m.CategoryDrawerGroups })));

// Notices (showToast) load in the browser just after the page comes to life.
const ToastRegion = lazy(() => import('@/components/ui/toast-region'));

// The desktop menus: in the server's HTML, their code fetched by the browser into a row of fixed height.
const CategoryDropdowns = preloadable(() =>
  import('@/features/categories/components/category-dropdowns').then((m) => m.CategoryDropdowns),
);

/** The header's menus' code, fetched beside the page's own before the first render, so they are live with it. */
export const preloadHeaderMenus = () => Promise.all([UserMenu.preload(), CategoryDropdowns.preload()]);

// Made once: the header never hands its server-rendered parts new elements, which would make React
// replace their HTML before their code has hydrated it.
const HEADER_SEARCH = <HeaderSearch />;
const DESKTOP_MENUS = (
  <Suspense fallback={null}>
    <CategoryDropdowns />
  </Suspense>
);
const DRAWER_GROUPS = <CategoryDrawerGroups />;

/** The notices' region exists only in the browser, mounted once the page is idle (a notice asked for earlier waits for it). */
function Notices() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => live && setIdle(true));
    return () => {
      live = false;
    };
  }, []);
  return idle ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

export function AppLayout() {
  // A tap on the phone menu or a desktop dropdown should answer at once, not after a download.
  useEffect(() => preloadWhenIdle(loadDrawerGroups, loadDrawerSheet), []);
  useHydrationMark('layout');
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('layout.skip')}
      </a>
      {/* A tap on a link is answered at once on a slow network: a bar at the top while the next page loads. */}
      <NavigationProgress />
      <SiteHeader search={HEADER_SEARCH} menus={DESKTOP_MENUS} drawerGroups={DRAWER_GROUPS} />
      {/* In the server's HTML only: a browser without scripts (a data saver, a locked-down phone) reads every
          page, and is told why a form or Save does nothing there. */}
      <noscript>
        <p className="border-b border-border bg-muted px-4 py-3 text-center text-sm text-muted-foreground">
          {t('layout.noScript')}
        </p>
      </noscript>
      <main
        id="main"
        tabIndex={-1}
        // At least a screen tall, so the footer starts below the fold and never jumps into view as content arrives.
        className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8"
      >
        {/* Each boundary is hydrated on its own, in slices between which the browser can answer a tap,
            instead of in one long task with the header: less blocking time on a slow phone. */}
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <Notices />
      <ScrollRestoration />
    </div>
  );
}
