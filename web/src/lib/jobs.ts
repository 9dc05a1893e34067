import type { JobView } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { isFinished, jobProgressReducer } from './job-progress';
import { authRequest } from './session';

/** Query keys of background jobs (imports, bulk approval); invalidate by these prefixes. */
export const jobKeys = {
  all: ['jobs'] as const,
  recent: () => [...jobKeys.all, 'recent'] as const,
  detail: (jobId: string) => [...jobKeys.all, 'detail', jobId] as const,
};

/** Polling is the fallback for live events (a closed socket, a missed message). */
const POLL_MS = 2000;

export const getJob = (jobId: string, signal?: AbortSignal) =>
  authRequest<JobView>(`/api/jobs/${encodeURIComponent(jobId)}/`, { signal });

/** One job, polled until it finishes; live events patch the same cache entry. */
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
