import type { Source, SourceChanges } from '@focustube/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import { importKeys } from './import-keys';

export const updateSource = ({ id, ...changes }: SourceChanges & { id: number }) =>
  authRequest<Source>(`/api/sources/${id}/`, { method: 'PATCH', body: changes });

export function useUpdateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.sources() }),
  });
}
