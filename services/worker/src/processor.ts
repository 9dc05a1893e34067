import { UnrecoverableError } from 'bullmq';
import type { JobName, JobPayload, JobResult } from '@focustube/contracts';
import { JOBS } from '@focustube/core';

/** What a processor may tell the job it runs (progress in percent, 0–100). */
export interface JobContext {
  updateProgress(percent: number): Promise<void>;
}

/** The work of one job name: it receives the payload as parsed by the job's schema and answers its result. */
export type Processor<N extends JobName> = (payload: JobPayload<N>, job: JobContext) => Promise<JobResult<N>>;

export type Processors = { [N in JobName]: Processor<N> };

/**
 * Parses the job's data with its name's schema and hands the parsed payload (unknown keys dropped,
 * defaults applied) to its processor. Data that does not parse fails the job for good: a retry would
 * not change it.
 */
export function runJob<N extends JobName>(
  processors: Processors,
  name: N,
  data: unknown,
  job: JobContext,
): Promise<JobResult<N>> {
  const parsed = JOBS[name].payload.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`The "${name}" job's data is not valid.`);
  return (processors[name] as Processor<N>)(parsed.data as JobPayload<N>, job);
}
