import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { useSession } from '@/lib/session';

/** Shows its children to moderators and admins only; the server refuses everyone else anyway. */
export function ModeratorGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner label="Checking your account…" />;
  const role = session.user?.role;
  if (role === 'moderator' || role === 'admin') return children;
  return (
    <StatusMessage title="This page is for moderators" heading="h1">
      <p>
        {session.user
          ? `You are signed in as ${session.user.username}, which is not a moderator account.`
          : 'Sign in with a moderator or admin account to review videos.'}
      </p>
      <Link to="/login" state={{ from: location }} className={buttonClasses('primary')}>
        {session.user ? 'Sign in as a moderator' : 'Sign in'}
      </Link>
    </StatusMessage>
  );
}
