import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import { importKeys } from './import-keys';

/** Stops refreshing a channel; its videos stay. */
export const deleteSource = (id: number) => authRequest<void>(`/api/sources/${id}/`, { method: 'DELETE' });

export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.sources() }),
  });
}
