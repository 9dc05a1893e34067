import type { JobView } from '@focustube/contracts';
export type { BulkApproveResult } from '@focustube/contracts';
import { queryOptions } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import { moderationKeys } from './moderation-keys';

/** Starts approving every pending video as a background job. */
export const startBulkApprove = () =>
  authRequest<{ job_id: string; message: string }>('/api/bulk-approve/', { method: 'POST', body: {} });

const POLL_MS = 3000;

/** The job, polled as a fallback for when its socket events do not arrive. */
export const getJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: moderationKeys.job(jobId),
    queryFn: ({ signal }) => authRequest<JobView>(`/api/jobs/${encodeURIComponent(jobId)}/`, { signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'completed' || state === 'failed' ? false : POLL_MS;
    },
  });
