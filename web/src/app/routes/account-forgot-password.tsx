import { KeyRound } from '@/components/ui/icons';
import { Link } from 'react-router-dom';

import { AuthCard, textLinkClasses } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useT } from '@/lib/i18n';

export function ForgotPasswordRoute() {
  const t = useT();
  return (
    <AuthCard
      title={t('forgot.title')}
      icon={KeyRound}
      lead={t('forgot.lead')}
      footer={
        <Link to="/login" className={textLinkClasses}>
          {t('forgot.back')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
