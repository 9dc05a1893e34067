import type { Role, User } from '@focustube/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import type { UserPage } from './get-users';
import { userKeys } from './user-keys';

export const changeRole = ({ id, role }: { id: number; role: Role }) =>
  authRequest<User>(`/api/admin/users/${id}/`, { method: 'PATCH', body: { role } });

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: (user) => {
      queryClient.setQueriesData<UserPage>(
        { queryKey: userKeys.all },
        (page) => page && { ...page, results: page.results.map((row) => (row.id === user.id ? user : row)) },
      );
    },
  });
}
