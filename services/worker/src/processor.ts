import type { JobName, JobPayload, JobResult } from '@focustube/contracts';

/** What a processor may tell the job it runs (progress in percent, 0–100). */
export interface JobContext {
  updateProgress(percent: number): Promise<void>;
}

/** The work of one job name: it receives the payload as parsed by the job's schema and answers its result. */
export type Processor<N extends JobName> = (payload: JobPayload<N>, job: JobContext) => Promise<JobResult<N>>;

export type Processors = { [N in JobName]: Processor<N> };
