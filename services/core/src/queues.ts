import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobName, JobPayload } from '@focustube/contracts';
import { currentRequestId } from './request-context.ts';
import { JOBS, jobOptions, QUEUE_NAMES, type JobDefinition, type QueueName } from './jobs.ts';

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
 * Enqueues a job on its queue with its options and id rule, all from the job table (`JOBS`). The job
 * remembers the request that started it (`request_id`) for its logs and events.
 */
export async function enqueue<N extends JobName>(queues: Queues, name: N, payload: JobPayload<N>): Promise<string> {
  // The table is a mapped type; indexing it with a generic name needs the row's type spelled out.
  const definition = JOBS[name] as JobDefinition<N>;
  const jobId = definition.jobId?.(payload) ?? randomUUID();
  const requestId = currentRequestId();
  const data = requestId && !payload.request_id ? { ...payload, request_id: requestId } : payload;
  await queues[definition.queue].add(name, data, { ...jobOptions(name), jobId });
  return jobId;
}

/** Failed jobs kept across every queue (the dashboard header's count). */
export async function failedJobCount(queues: Queues): Promise<number> {
  const counts = await Promise.all(Object.values(queues).map((q) => q.getFailedCount()));
  return counts.reduce((a, b) => a + b, 0);
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((q) => q.close()));
}
