import { randomUUID } from 'node:crypto';
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { currentRequestId } from './request-context.ts';
import { JOB_QUEUES, QUEUE_NAMES, type JobName, type JobPayload, type QueueName } from '@focustube/contracts';

/** Retries with backoff for what can heal (quota, network); processors mark bad input unrecoverable. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 86_400, count: 1000 },
  removeOnFail: { age: 30 * 86_400 },
};

export type Queues = Record<QueueName, Queue>;

export function createQueues(
  connection: Redis,
  prefix: string,
  onError: (error: Error) => void = () => undefined,
): Queues {
  return Object.fromEntries(
    QUEUE_NAMES.map((name) => {
      const queue = new Queue(name, { connection, prefix });
      // Without a listener, an outage would surface as an unhandled error and stop the process.
      queue.on('error', onError);
      return [name, queue];
    }),
  ) as Queues;
}

/**
 * Waits up to `ms` (or, without `ms`, until it happens) for a connection to be ready; false when Redis
 * did not answer in time, and the caller carries on.
 */
export function redisReady(connection: Redis, ms?: number): Promise<boolean> {
  if (connection.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer =
      ms === undefined
        ? undefined
        : setTimeout(() => {
            connection.off('ready', onReady);
            resolve(false);
          }, ms);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    connection.once('ready', onReady);
  });
}

/**
 * Enqueues a job under a UUID, unique across queues, so `/api/jobs/{id}` finds it without knowing the
 * queue. The job remembers the request that started it (`request_id`) for its logs and events.
 */
export async function enqueue<N extends JobName>(
  queues: Queues,
  name: N,
  payload: JobPayload<N>,
  options: JobsOptions = {},
): Promise<string> {
  const jobId = options.jobId ?? randomUUID();
  const requestId = currentRequestId();
  const data = requestId && !payload.request_id ? { ...payload, request_id: requestId } : payload;
  await queues[JOB_QUEUES[name]].add(name, data, { ...DEFAULT_JOB_OPTIONS, ...options, jobId });
  return jobId;
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((q) => q.close()));
}
