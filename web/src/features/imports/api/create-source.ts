import type { sourceCreatedSchema, SourceInput } from '@focustube/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

import { importKeys } from './import-keys';

/** Registers a channel: imported now (the answer's job), then on its schedule. */
export const createSource = (source: SourceInput) =>
  authRequest<z.infer<typeof sourceCreatedSchema>>('/api/sources/', { method: 'POST', body: source });

export function useCreateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.sources() }),
  });
}
