import { UserPlus } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';

import { AuthCard, textLinkClasses } from '@/features/auth/components/auth-card';
import { RegistrationForm } from '@/features/auth/components/registration-form';

export function RegistrationRoute() {
  const location = useLocation();
  return (
    <AuthCard
      title="Create your account"
      icon={UserPlus}
      lead="Free, and optional for browsing: an account keeps your progress and My List."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" state={location.state} className={textLinkClasses}>
            Sign In
          </Link>
        </>
      }
    >
      <RegistrationForm />
    </AuthCard>
  );
}
