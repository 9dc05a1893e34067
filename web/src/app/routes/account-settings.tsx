import { Settings } from 'lucide-react';
import { Link } from 'react-router-dom';

import { AccountSettingsForm } from '@/features/account/components/account-settings-form';
import { AuthCard, textLinkClasses } from '@/features/auth/components/auth-card';
import { useSession } from '@/lib/session';

export function SettingsRoute() {
  // RequireSignIn renders this only for a signed-in user.
  const { user } = useSession();
  if (!user) return null;
  return (
    <AuthCard
      wide
      title="Account settings"
      icon={Settings}
      lead="Change your username, email or password."
      footer={
        <>
          Want to leave FocusTube?{' '}
          <Link to="/account-settings" className={textLinkClasses}>
            Delete Account
          </Link>
        </>
      }
    >
      <AccountSettingsForm key={user.id} user={user} />
    </AuthCard>
  );
}
