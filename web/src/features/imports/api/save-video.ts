import { useMutation } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

export type JobAccepted = { job_id: string; message: string };
export type SaveVideoInput = { video_id: string; assigned_category?: string };

/** Queues one video (id or link) for the pending queue; the job does the saving. */
export const saveVideo = (input: SaveVideoInput) =>
  authRequest<JobAccepted>('/api/youtube-videos/', { method: 'POST', body: input });

export const useSaveVideo = () => useMutation({ mutationFn: saveVideo });
