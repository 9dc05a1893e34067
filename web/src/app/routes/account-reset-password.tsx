import { KeyRound } from '@/components/ui/icons';
import { useSearchParams } from 'react-router-dom';

import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useT } from '@/lib/i18n';

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const t = useT();
  return (
    <AuthCard title={t('reset.title')} icon={KeyRound} lead={t('reset.lead')}>
      <ResetPasswordForm token={searchParams.get('token') ?? ''} />
    </AuthCard>
  );
}
