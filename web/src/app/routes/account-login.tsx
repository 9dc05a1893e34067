import { LogIn } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router-dom';

import { AuthCard, textLinkClasses } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { returnPath } from '@/features/auth/components/require-sign-in';
import { useSession } from '@/lib/session';

export function LoginRoute() {
  const location = useLocation();
  const session = useSession();
  // Already signed in (another tab, or a session restored on reload): go where the visitor was heading.
  if (session.status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  return (
    <AuthCard
      title="Sign In"
      icon={LogIn}
      lead="Welcome back. Pick up your learning where you left off."
      footer={
        <>
          Don’t have an account?{' '}
          {/* Keep where the visitor was heading, so registering and signing in still lead back there. */}
          <Link to="/registration" state={location.state} className={textLinkClasses}>
            Register
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
