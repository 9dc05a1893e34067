import { UserX } from '@/components/ui/icons';

import { DeleteAccount } from '@/features/account/components/delete-account';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';

export function DeleteAccountRoute() {
  const { user } = useSession();
  const t = useT();
  return (
    <AuthCard
      wide
      title={t('nav.deleteAccount')}
      icon={UserX}
      lead={user ? t('deleteAccount.signedInAs', { username: user.username, email: user.email }) : undefined}
    >
      <DeleteAccount />
    </AuthCard>
  );
}
