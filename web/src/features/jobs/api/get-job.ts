import type { JobView } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import { isFinished, jobProgressReducer } from '../lib/job-progress';

import { jobKeys } from './job-keys';

/** Polling is the fallback for live events (a closed socket, a missed message). */
const POLL_MS = 2000;

export const getJob = (jobId: string, signal?: AbortSignal) =>
  authRequest<JobView>(`/api/jobs/${encodeURIComponent(jobId)}/`, { signal });

export const getJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: async ({ signal, client, queryKey }) =>
      // A read may cross a live event on the way: the reducer keeps whichever is newer.
      jobProgressReducer(client.getQueryData<JobView>(queryKey), {
        type: 'snapshot',
        job: await getJob(jobId, signal),
      })!,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : POLL_MS),
  });

export const useJob = (jobId: string) => useQuery(getJobQueryOptions(jobId));
