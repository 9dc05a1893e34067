import { KeyRound } from 'lucide-react';
import { Link } from 'react-router-dom';

import { AuthCard, textLinkClasses } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthCard
      title="Forgot your password?"
      icon={KeyRound}
      lead="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className={textLinkClasses}>
          Back to Sign In
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
