import type { jobAcceptedSchema, saveVideoInputSchema } from '@focustube/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

export type JobAccepted = z.infer<typeof jobAcceptedSchema>;
export type SaveVideoInput = z.input<typeof saveVideoInputSchema>;

/** Queues one video (id or link) for the pending queue; the job does the saving. */
export const saveVideo = (input: SaveVideoInput) =>
  authRequest<JobAccepted>('/api/youtube-videos/', { method: 'POST', body: input });

export const useSaveVideo = () => useMutation({ mutationFn: saveVideo });
