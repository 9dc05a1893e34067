import type { JobView } from '@focustube/contracts';
import { useQueryClient } from '@tanstack/react-query';

import { translate } from '@/lib/i18n';
import { jobProgressReducer, type JobUpdate } from '@/lib/job-progress';
import { jobKeys } from '@/lib/jobs';
import type { LiveEventOf } from '@/lib/socket';
import { useLiveEvents } from '@/lib/use-live-events';

const JOB_EVENTS = ['job:progress', 'job:completed', 'job:failed', 'reconnected'] as const;
type JobLiveEvent = LiveEventOf<'job:progress' | 'job:completed' | 'job:failed'>;
export type JobFinishedEvent = LiveEventOf<'job:completed' | 'job:failed'>;

function toUpdate(live: JobLiveEvent): JobUpdate {
  const { event } = live;
  if (live.type === 'job:progress') return { type: 'progress', progress: event.progress ?? 0 };
  if (live.type === 'job:completed') return { type: 'completed', result: event.result };
  return { type: 'failed', failed_reason: event.failed_reason ?? translate('bulk.jobFailed') };
}

/**
 * Applies moderators' job events to the cached jobs (each job's own entry and the recent list) while
 * the page is open; `onFinished` hears of every job that completes or fails.
 */
export function useLiveJobs(onFinished?: (event: JobFinishedEvent) => void) {
  const queryClient = useQueryClient();
  useLiveEvents(JOB_EVENTS, (live) => {
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
    // A job someone else started: read the list again to show it. A failure event does not say whether
    // running the job again can help (`retryable`): the job read again does.
    if (!known || live.type === 'job:failed') void queryClient.invalidateQueries({ queryKey: jobKeys.recent() });
    if (live.type === 'job:failed') void queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) });
    if (live.type !== 'job:progress') onFinished?.(live);
  });
}
