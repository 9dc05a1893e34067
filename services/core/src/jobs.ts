import { getNextMillis, UnrecoverableError, type Job, type JobsOptions } from 'bullmq';
import { jobPayloadSchemas, jobResultSchemas, type JobName, type JobPayload } from '@focustube/contracts';

/** The queues, and how many jobs of each one worker runs at once: bulk moderation one at a time, imports side by side. */
export const QUEUES = {
  moderation: { concurrency: 1 },
  imports: { concurrency: 4 },
} as const;
export type QueueName = keyof typeof QUEUES;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** Retries with backoff for what can heal (quota, network); processors mark bad input unrecoverable. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 86_400, count: 1000 },
  removeOnFail: { age: 30 * 86_400 },
} as const satisfies JobsOptions;

/**
 * A failure no retry can mend: YouTube has no such channel or video. BullMQ does not retry it (it is an
 * UnrecoverableError), and moderators are offered no Retry (the job's `retryable` is false). A failure
 * someone can fix, such as a refused API key, stays a plain UnrecoverableError: not retried by itself,
 * but a moderator may retry it once the key is right.
 */
export class PermanentJobError extends UnrecoverableError {
  constructor(message: string) {
    super(message);
    // Spelled out: the stack BullMQ keeps begins with it, and a bundler may rename the class.
    this.name = 'PermanentJobError';
  }
}

/** Whether a failed job's last attempt ended in a PermanentJobError (BullMQ keeps each failed attempt's stack). */
export function failedForGood(job: Pick<Job, 'stacktrace'>): boolean {
  const last = job.stacktrace?.at(-1);
  return typeof last === 'string' && last.startsWith('PermanentJobError:');
}

/** A scheduled re-import costs YouTube quota and fills the queue: a source is refreshed at most once an hour. */
export const MIN_REFRESH_GAP_MS = 60 * 60_000;

/**
 * Whether a refresh pattern ever runs twice within an hour ("* * * * *", "0,30 3 * * *"). Three runs in a
 * row show it: a pattern whose minute field matches two or more minutes runs twice in every hour it runs
 * in, and the first run may be the last of its hour. False for a pattern BullMQ cannot read.
 */
export function runsMoreThanHourly(pattern: string, from = Date.now()): boolean {
  const runs: number[] = [];
  try {
    for (let at = from; runs.length < 3;) {
      const next = getNextMillis(at, { pattern });
      if (typeof next !== 'number') break;
      runs.push(next);
      at = next;
    }
  } catch {
    return false;
  }
  return runs.some((run, i) => i > 0 && run - runs[i - 1]! < MIN_REFRESH_GAP_MS);
}

export interface JobDefinition<N extends JobName> {
  /** What the job is given (validated again by the worker before its processor sees it). */
  payload: (typeof jobPayloadSchemas)[N];
  /** What it answers when it completes. */
  result: (typeof jobResultSchemas)[N];
  queue: QueueName;
  /** Attempts and backoff, over DEFAULT_JOB_OPTIONS. */
  options: JobsOptions;
  /** The job's id; by default a UUID, unique across queues, so `/api/jobs/{id}` finds it without its queue. */
  jobId?: (payload: JobPayload<N>) => string;
}

/** Every job FocusTube runs: one row per name, read by `enqueue` (API and worker) and by the worker's dispatch. */
export const JOBS: { [N in JobName]: JobDefinition<N> } = {
  'bulk-approve': {
    payload: jobPayloadSchemas['bulk-approve'],
    result: jobResultSchemas['bulk-approve'],
    queue: 'moderation',
    // Batches commit one by one and a rerun approves nothing twice: a few retries finish what a crash left.
    options: { attempts: 3 },
  },
  'save-video': {
    payload: jobPayloadSchemas['save-video'],
    result: jobResultSchemas['save-video'],
    queue: 'imports',
    options: {},
  },
  'channel-import': {
    payload: jobPayloadSchemas['channel-import'],
    result: jobResultSchemas['channel-import'],
    queue: 'imports',
    options: {},
  },
  'refresh-source': {
    payload: jobPayloadSchemas['refresh-source'],
    result: jobResultSchemas['refresh-source'],
    queue: 'imports',
    options: {},
  },
  'gift-community': {
    payload: jobPayloadSchemas['gift-community'],
    result: jobResultSchemas['gift-community'],
    queue: 'moderation',
    // Batches commit one by one and never overwrite a voucher: a rerun finishes what a crash left, gifting nothing twice.
    options: { attempts: 3 },
  },
  'quality-scores': {
    payload: jobPayloadSchemas['quality-scores'],
    result: jobResultSchemas['quality-scores'],
    queue: 'imports',
    // Every run recomputes everything from scratch; the next scheduled run is the retry.
    options: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
  },
  'prune-outbox': {
    payload: jobPayloadSchemas['prune-outbox'],
    result: jobResultSchemas['prune-outbox'],
    queue: 'imports',
    // Deleting what is past its retention again is harmless: the next scheduled run is the retry.
    options: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
  },
};

/** The BullMQ options a job of this name is added with. */
export const jobOptions = (name: JobName): JobsOptions => ({ ...DEFAULT_JOB_OPTIONS, ...JOBS[name].options });
