import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/** Routes for signed-in users: visitors go to /login, which brings them back here afterwards. */
export function RequireSignIn() {
  const session = useSession();
  const location = useLocation();
  const t = useT();
  if (session.status === 'loading') return <Spinner label={t('session.checking')} />;
  if (session.status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}

/** Where to go after signing in: the page that sent the visitor to /login, else home. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    return `${from.pathname}${search}`;
  }
  return '/';
}
