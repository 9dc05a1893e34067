import { LogIn } from '@/components/ui/icons';
import { Link, Navigate, useLocation } from 'react-router-dom';

import { AuthCard, textLinkClasses } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { returnPath } from '@/features/auth/components/require-sign-in';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';

export function LoginRoute() {
  const location = useLocation();
  const session = useSession();
  const t = useT();
  // Already signed in (another tab, or a session restored on reload): go where the visitor was heading.
  if (session.status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  return (
    <AuthCard
      title={t('login.title')}
      icon={LogIn}
      lead={t('login.lead')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          {/* Keep where the visitor was heading, so registering and signing in still lead back there. */}
          <Link to="/registration" state={location.state} className={textLinkClasses}>
            {t('login.register')}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
