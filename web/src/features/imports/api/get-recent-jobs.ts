import { RECENT_JOBS_DEFAULT, type JobView } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { isFinished } from '@/lib/job-progress';
import { jobKeys } from '@/lib/jobs';
import { authRequest } from '@/lib/session';

export const getRecentJobs = (signal?: AbortSignal) =>
  authRequest<{ results: JobView[] }>(`/api/jobs/?limit=${RECENT_JOBS_DEFAULT}`, { signal });

export const getRecentJobsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.recent(),
    queryFn: ({ signal }) => getRecentJobs(signal),
    // Live events keep rows current; a slow poll catches jobs other moderators start.
    refetchInterval: (query) => (query.state.data?.results.some((job) => !isFinished(job)) ? 5000 : 30_000),
  });

export const useRecentJobs = () => useQuery(getRecentJobsQueryOptions());
