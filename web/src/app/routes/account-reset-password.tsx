import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';

import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title="Choose a new password" icon={KeyRound} lead="The link from your email works once, for 60 minutes.">
      <ResetPasswordForm token={searchParams.get('token') ?? ''} />
    </AuthCard>
  );
}
