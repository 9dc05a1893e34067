import type { updateUserSchema, User } from '@focustube/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest, reloadUser } from '@/lib/session';

export type AccountChanges = z.input<typeof updateUserSchema>;

export const updateAccount = (changes: AccountChanges) =>
  authRequest<{ user: User }>('/api/user/', { method: 'PATCH', body: changes });

/** Saves the changes, then re-reads the account so the header shows the new name at once. */
export const useUpdateAccount = () =>
  useMutation({
    mutationFn: updateAccount,
    onSuccess: () => reloadUser(),
  });
