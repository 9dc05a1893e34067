import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of one process. The API adds what it can see (HTTP, queue depth, outbox lag,
 * sockets, cache); the worker records its jobs. `npm start` runs both in one process on one registry.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    jobDuration: new Histogram({
      name: 'focustube_job_duration_seconds',
      help: 'Time a job took to run, by queue, job name and outcome (completed or failed).',
      labelNames: ['queue', 'name', 'outcome'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: 'focustube_job_failures_total',
      help: 'Job attempts that failed, by queue and job name (a retried job counts once per attempt).',
      labelNames: ['queue', 'name'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Prometheus scrapes with `Authorization: Bearer METRICS_TOKEN`; compared in constant time. */
export function metricsAuthorized(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
