import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import type { Source } from './get-sources';
import { importKeys } from './import-keys';

export type SourceChanges = { id: number; assigned_category?: string; refresh_pattern?: string };

export const updateSource = ({ id, ...changes }: SourceChanges) =>
  authRequest<Source>(`/api/sources/${id}/`, { method: 'PATCH', body: changes });

export function useUpdateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.sources() }),
  });
}
