import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';

import { AuthCard, textLinkClasses } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginRoute() {
  const location = useLocation();
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
