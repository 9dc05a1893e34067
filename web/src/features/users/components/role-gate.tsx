import type { Role } from '@focustube/contracts';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';

const ALLOWED: Record<'moderator' | 'admin', readonly Role[]> = {
  moderator: ['moderator', 'admin'],
  admin: ['admin'],
};

/** Shows `children` to the roles allowed; others read why not, and the signed-out are sent to log in. */
export function RoleGate({ role, children }: { role: 'moderator' | 'admin'; children: ReactNode }) {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  if (!ALLOWED[role].includes(session.user.role)) {
    return (
      <StatusMessage heading="h1" title={role === 'admin' ? t('users.onlyAdmins') : t('moderation.onlyModerators')}>
        <p>
          {role === 'admin'
            ? t('users.notAdmin', { username: session.user.username })
            : t('users.notModerator', { username: session.user.username })}
        </p>
        <Link to="/" className={buttonClasses('primary')}>
          {t('users.backToVideos')}
        </Link>
      </StatusMessage>
    );
  }
  return children;
}
