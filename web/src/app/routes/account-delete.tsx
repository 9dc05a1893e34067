import { UserX } from 'lucide-react';

import { DeleteAccount } from '@/features/account/components/delete-account';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useSession } from '@/lib/session';

export function DeleteAccountRoute() {
  const { user } = useSession();
  return (
    <AuthCard
      wide
      title="Delete Account"
      icon={UserX}
      lead={user ? `Signed in as ${user.username} (${user.email}).` : undefined}
    >
      <DeleteAccount />
    </AuthCard>
  );
}
