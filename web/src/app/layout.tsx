import { Link, Outlet, ScrollRestoration } from 'react-router-dom';

import { ThemeToggle } from '@/components/theme-toggle';

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-10 border-b border-border bg-background/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" className="rounded-md text-xl font-bold tracking-tight">
            Focus<span className="text-primary">Tube</span>
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
