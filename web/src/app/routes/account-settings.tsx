import { Settings } from '@/components/ui/icons';
import { Link } from 'react-router-dom';

import { AccountSettingsForm } from '@/features/account/components/account-settings-form';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';

export function SettingsRoute() {
  // RequireSignIn renders this only for a signed-in user.
  const { user } = useSession();
  const t = useT();
  if (!user) return null;
  return (
    <AuthCard
      wide
      title={t('settings.title')}
      icon={Settings}
      lead={t('settings.lead')}
      footer={
        <>
          {/* The link in the colour of what cannot be undone, as in the account menu. */}
          {t('settings.leave')}{' '}
          <Link to="/account-settings" className="font-medium text-destructive underline-offset-4 hover:underline">
            {t('nav.deleteAccount')}
          </Link>
        </>
      }
    >
      <AccountSettingsForm key={user.id} user={user} />
    </AuthCard>
  );
}
