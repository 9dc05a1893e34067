import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/** Shows its children to moderators and admins only; the server refuses everyone else anyway. */
export function ModeratorGate({ children }: { children: ReactNode }) {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner label={t('moderation.checking')} />;
  const role = session.user?.role;
  if (role === 'moderator' || role === 'admin') return children;
  return (
    <StatusMessage title={t('moderation.onlyModerators')} heading="h1">
      <p>
        {session.user
          ? t('moderation.notModerator', { username: session.user.username })
          : t('moderation.signInToReview')}
      </p>
      <Link to="/login" state={{ from: location }} className={buttonClasses('primary')}>
        {session.user ? t('moderation.signInAsModerator') : t('login.submit')}
      </Link>
    </StatusMessage>
  );
}
