import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import type { Source } from './get-sources';
import { importKeys } from './import-keys';

export type NewSource = { channel_id: string; assigned_category?: string; refresh_pattern?: string };

/** Registers a channel: imported now (the answer's job), then on its schedule. */
export const createSource = (source: NewSource) =>
  authRequest<{ source: Source; job_id: string }>('/api/sources/', { method: 'POST', body: source });

export function useCreateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.sources() }),
  });
}
