import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

import { SiteFooter } from '@/components/layout/footer/site-footer';
import { SiteHeader } from '@/components/layout/header/site-header';
import { HeaderSearch } from '@/features/search/components/header-search';

// Rendered only inside the phone drawer, which loads on first open.
const CategoryDrawerGroups = lazy(() =>
  import('@/features/categories/components/category-drawer-groups').then((m) => ({ default: m.CategoryDrawerGroups })),
);

// Notices (showToast) load just after first paint, like the menus below.
const ToastRegion = lazy(() => import('@/components/ui/toast-region'));

// The desktop menus load just after first paint, into a row of fixed height (nothing below moves).
const CategoryDropdowns = lazy(() =>
  import('@/features/categories/components/category-dropdowns').then((m) => ({ default: m.CategoryDropdowns })),
);

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <SiteHeader
        search={<HeaderSearch />}
        menus={
          <Suspense fallback={null}>
            <CategoryDropdowns />
          </Suspense>
        }
        drawerGroups={<CategoryDrawerGroups />}
      />
      <main
        id="main"
        tabIndex={-1}
        // At least a screen tall, so the footer starts below the fold and never jumps into view as content arrives.
        className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
