import { GraduationCap } from '@/components/ui/icons';
import { Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

import { ThemeToggle } from '@/components/theme-toggle';
import { useT } from '@/lib/i18n';
import { preloadable } from '@/lib/preloadable';

import { BrandLogo } from '../brand-logo';

import { LanguageSwitch } from './language-switch';
import { MobileDrawer } from './mobile-drawer';
import { useScrolled } from './use-scrolled';

// Code of its own, fetched with the page's (main.tsx preloads it) into a slot of its own size, so
// nothing moves if it comes later.
export const UserMenu = preloadable(() => import('./user-menu').then((m) => m.UserMenu));
// Made once, so the header's own renders (it turns translucent on scroll) never reach the menu before
// its code has hydrated the server's HTML.
const USER_MENU = (
  <Suspense fallback={<span aria-hidden="true" className="inline-block size-10" />}>
    <UserMenu />
  </Suspense>
);

type SiteHeaderProps = {
  /** The search box. */
  search: ReactNode;
  /** Desktop dropdown menus, shown from 1024 px. */
  menus: ReactNode;
  /** Collapsible groups for the small-screen drawer. */
  drawerGroups: ReactNode;
};

/**
 * The sticky header. Every row has a fixed height, so nothing below moves when menus or the
 * session arrive; after scrolling it turns translucent over the page.
 */
export function SiteHeader({ search, menus, drawerGroups }: SiteHeaderProps) {
  const scrolled = useScrolled();
  const t = useT();
  return (
    <header
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 ${
        scrolled
          ? 'border-border bg-background/80 shadow-sm backdrop-blur-md supports-[backdrop-filter]:bg-background/70'
          : 'border-transparent bg-background'
      }`}
    >
      {/* One row from 768 px; below that the search box wraps onto a second row of its own, and the rest
          fits one row on a 320 px phone (tighter gaps and a smaller logo under 640 px, no language switch
          under 360 px). */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-3 px-4 py-3 sm:gap-x-2 sm:px-6 md:flex-nowrap md:gap-x-4">
        <MobileDrawer groups={drawerGroups} />
        <BrandLogo className="text-lg sm:text-xl" />
        <div className="order-last w-full min-w-0 md:order-none md:mx-auto md:w-auto md:shrink md:basis-3/5 lg:max-w-2xl">
          {search}
        </div>
        <div className="ml-auto flex items-center sm:gap-1 md:ml-0">
          {/* Under 360 px it would push the row onto a third line of the sticky header; the drawer has it. */}
          <LanguageSwitch className="max-[359px]:hidden" />
          <ThemeToggle />
          {USER_MENU}
        </div>
      </div>
      <nav
        aria-label={t('header.categories')}
        className="mx-auto hidden h-11 max-w-7xl items-center px-4 sm:px-6 lg:flex"
      >
        <NavLink
          to="/courses"
          className="inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-muted aria-[current=page]:text-foreground"
        >
          <GraduationCap aria-hidden="true" className="size-4 text-primary" />
          {t('header.courses')}
        </NavLink>
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
        {menus}
      </nav>
    </header>
  );
}
