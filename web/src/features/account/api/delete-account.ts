import { useMutation } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

export const deleteAccount = (password: string) =>
  authRequest<void>('/api/user/', { method: 'DELETE', body: { password } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
