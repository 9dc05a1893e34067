import { UserPlus } from '@/components/ui/icons';
import { Link, useLocation } from 'react-router-dom';

import { AuthCard, textLinkClasses } from '@/features/auth/components/auth-card';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { useT } from '@/lib/i18n';

export function RegistrationRoute() {
  const location = useLocation();
  const t = useT();
  return (
    <AuthCard
      title={t('register.title')}
      icon={UserPlus}
      lead={t('register.lead')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" state={location.state} className={textLinkClasses}>
            {t('register.signIn')}
          </Link>
        </>
      }
    >
      <RegistrationForm />
    </AuthCard>
  );
}
