import type { User } from '@focustube/contracts';
import { useMutation } from '@tanstack/react-query';

import { authRequest, reloadUser } from '@/lib/session';

export type AccountChanges = {
  username?: string;
  email?: string;
  new_password?: string;
  new_password2?: string;
  current_password: string;
};

export const updateAccount = (changes: AccountChanges) =>
  authRequest<{ user: User }>('/api/user/', { method: 'PATCH', body: changes });

/** Saves the changes, then re-reads the account so the header shows the new name at once. */
export const useUpdateAccount = () =>
  useMutation({
    mutationFn: updateAccount,
    onSuccess: () => reloadUser(),
  });
