import type { JobView } from '@focustube/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { jobProgressReducer, type JobUpdate } from '../lib/job-progress';
import { subscribeToJobEvents, type LiveJobEvent } from '../lib/job-events';

import { jobKeys } from './job-keys';

function toUpdate(live: Exclude<LiveJobEvent, { type: 'reconnected' }>): JobUpdate {
  const { event } = live;
  if (live.type === 'progress') return { type: 'progress', progress: event.progress ?? 0 };
  if (live.type === 'completed') return { type: 'completed', result: event.result };
  return { type: 'failed', failed_reason: event.failed_reason ?? 'The job failed.' };
}

/**
 * Applies moderators' job events to the cached jobs (each job's own entry and the recent list) while
 * the page is open; `onFinished` hears of every job that completes or fails.
 */
export function useLiveJobs(onFinished?: (event: LiveJobEvent) => void) {
  const queryClient = useQueryClient();
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });
  useEffect(
    () =>
      subscribeToJobEvents((live) => {
        if (live.type === 'reconnected') {
          void queryClient.invalidateQueries({ queryKey: jobKeys.all });
          return;
        }
        const update = toUpdate(live);
        const jobId = live.event.job_id;
        queryClient.setQueryData<JobView>(jobKeys.detail(jobId), (job) => jobProgressReducer(job, update));
        let known = false;
        queryClient.setQueryData<{ results: JobView[] }>(jobKeys.recent(), (list) => {
          if (!list) return list;
          return {
            results: list.results.map((job) => {
              if (job.job_id !== jobId) return job;
              known = true;
              return jobProgressReducer(job, update)!;
            }),
          };
        });
        // A job someone else started: read the list again to show it.
        if (!known) void queryClient.invalidateQueries({ queryKey: jobKeys.recent() });
        if (live.type !== 'progress') onFinishedRef.current?.(live);
      }),
    [queryClient],
  );
}
