import type { WorkerOptions } from 'bullmq';

/**
 * How BullMQ notices a worker that died holding a job (SIGKILL, OOM, a lost machine), and how soon
 * another worker takes the job over. A running job's lock lives `lockDuration` and is renewed every
 * half of it; every `stalledInterval` one worker's check moves jobs whose lock is gone back to wait
 * (a job is moved at the first check after its lock lapsed). So a crash costs between
 * `lockDuration / 2` and `lockDuration + stalledInterval`: 5–15 s, about 10 s as a rule, where
 * BullMQ's defaults (30 s and 30 s) cost a minute and more.
 *
 * Long jobs stay safe: the lock is renewed by a timer while the job awaits the database or YouTube
 * (a 100,000-video bulk approval commits 5,000 rows a statement, a channel import pages 50 videos
 * a request), so only an event loop blocked for 5 s or more could lose it, and nothing here runs
 * that long synchronously. If it ever happened, the job would run again, which every job tolerates
 * (bulk approval and imports skip what is done). `maxStalledCount: 2` lets a job be taken over twice
 * (two crashes, or one crash and one false alarm) before it fails with "job stalled more than
 * allowable limit"; BullMQ's default of 1 is stricter than these shorter locks deserve.
 * The check is one small Lua script per queue every 5 s, shared by all workers of a queue.
 */
export const JOB_LOCKS = {
  lockDuration: 10_000,
  stalledInterval: 5_000,
  maxStalledCount: 2,
} as const satisfies Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>;
