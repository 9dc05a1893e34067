import type { JobView } from '@focustube/contracts';

/** What can happen to a job: a fresh read from the API, a live event, or a moderator's retry. */
export type JobUpdate =
  | { type: 'snapshot'; job: JobView }
  | { type: 'progress'; progress: number }
  | { type: 'completed'; result: unknown }
  | { type: 'failed'; failed_reason: string }
  | { type: 'retried'; job: JobView };

const FINISHED: ReadonlySet<JobView['state']> = new Set(['completed', 'failed']);

export const isFinished = (job: Pick<JobView, 'state'>) => FINISHED.has(job.state);

/** The percentage to show: a completed job is done whatever the worker last reported. */
export const shownProgress = (job: Pick<JobView, 'state' | 'progress'>) =>
  job.state === 'completed' ? 100 : job.progress;

const clampProgress = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * Folds live events and polled reads into one view of a job. Events and polls race, so a read that
 * left the server before the job finished must not take a finished job back, and progress only moves
 * forward within one run. Only a retry starts the job over.
 */
export function jobProgressReducer(job: JobView | undefined, update: JobUpdate): JobView | undefined {
  switch (update.type) {
    case 'snapshot': {
      if (!job) return update.job;
      if (isFinished(job) && !isFinished(update.job)) return job;
      if (!isFinished(update.job)) return { ...update.job, progress: Math.max(job.progress, update.job.progress) };
      return update.job;
    }
    case 'retried':
      return { ...update.job, state: 'waiting', progress: 0, result: null, failed_reason: null, finished_at: null };
    case 'progress': {
      if (!job || isFinished(job)) return job;
      return { ...job, state: 'active', progress: Math.max(job.progress, clampProgress(update.progress)) };
    }
    case 'completed':
      return job && { ...job, state: 'completed', progress: 100, result: update.result ?? null, failed_reason: null };
    case 'failed':
      return job && { ...job, state: 'failed', failed_reason: update.failed_reason };
  }
}
