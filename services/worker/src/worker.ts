import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Emitter } from '@socket.io/redis-emitter';
import { MODERATION_ROOM, type JobCompletedEvent, type JobName, type ServerToClientEvents } from '@focustube/contracts';
import {
  closeQueues,
  closeRedis,
  connectRedis,
  createLogger,
  createMetrics,
  createQueues,
  createYouTubeClient,
  failedJobCount,
  JOBS,
  QUEUE_NAMES,
  QUEUES,
  socketKey,
  syncSourceSchedules,
  withRequestId,
  type Config,
  type DatabaseHandle,
  type Metrics,
  type ServiceLog,
} from '@focustube/core';
import { JOB_LOCKS } from './job-locks.ts';
import { startOutboxRelay, type OutboxRelay } from './outbox-relay.ts';
import { runJob, type Processors } from './processor.ts';
import { bulkApprove } from './processors/bulk-approve.ts';
import { channelImport } from './processors/channel-import.ts';
import { giftCommunity } from './processors/gift-community.ts';
import { pruneOutbox, schedulePruneOutbox } from './processors/prune-outbox.ts';
import { qualityScores, scheduleQualityScores } from './processors/quality-scores.ts';
import { refreshSource } from './processors/refresh-source.ts';
import { saveVideo } from './processors/save-video.ts';

export interface WorkerDeps {
  config: Config;
  redisUrl: string;
  database: DatabaseHandle;
  /** By default JSON lines at LOG_LEVEL. */
  log?: ServiceLog;
  /** Where job durations and failures are counted; by default a registry of its own. */
  metrics?: Metrics;
  /** Fault injection for tests, passed to the outbox relay. */
  afterPublish?: () => Promise<void>;
}

export interface RunningWorker {
  relay: OutboxRelay;
  metrics: Metrics;
  close(): Promise<void>;
}

/**
 * Starts the background work: one BullMQ worker per queue dispatching to one processor per job
 * name, and the outbox relay. Job progress and outcomes go straight to moderators' sockets.
 * `close` lets running jobs finish first.
 */
export async function buildWorker(deps: WorkerDeps): Promise<RunningWorker> {
  const { config, database } = deps;
  const log: ServiceLog = deps.log ?? createLogger(config, { service: 'worker' });
  const metrics = deps.metrics ?? createMetrics();
  const prefix = config.REDIS_PREFIX;
  const emitterRedis = connectRedis(deps.redisUrl, 'worker');
  // The outbox relay's own: fails fast during an outage, so events stay in the outbox until Redis took them.
  const publisherRedis = connectRedis(deps.redisUrl, 'publisher');
  const queueRedis = connectRedis(deps.redisUrl, 'worker');
  // Shared by the workers; BullMQ duplicates it for each one's blocking commands.
  const workerRedis = connectRedis(deps.redisUrl, 'worker');
  // ioredis reconnects by itself; without a listener each failed attempt would print as unhandled.
  for (const connection of [emitterRedis, queueRedis, workerRedis, publisherRedis]) {
    connection.on('error', (err: Error) => log.warn({ err }, 'worker redis error'));
  }
  const queues = createQueues(queueRedis, prefix);
  const emitter = new Emitter<ServerToClientEvents>(emitterRedis, { key: socketKey(prefix) });

  // Without a key every YouTube call fails as not retryable, so import jobs fail at once with that reason.
  const youtube = createYouTubeClient({ apiKey: config.YOUTUBE_API_KEY, apiUrl: config.YOUTUBE_API_URL });
  const processors: Processors = {
    'bulk-approve': bulkApprove(database.db),
    'save-video': saveVideo(database.db, youtube),
    'channel-import': channelImport(database.db, youtube),
    'refresh-source': refreshSource(database.db, youtube),
    'gift-community': giftCommunity(database.db),
    'quality-scores': qualityScores(database.db),
    'prune-outbox': pruneOutbox(database.db),
  };

  const workers = QUEUE_NAMES.map((queue) => {
    const worker = new Worker(
      queue,
      async (job) => {
        const name = job.name as JobName;
        const requestId = (job.data as { request_id?: unknown }).request_id;
        const trace = typeof requestId === 'string' ? requestId : undefined;
        const jobLog = log.child({
          queue,
          job_id: job.id,
          job: job.name,
          attempt: job.attemptsMade + 1,
          request_id: trace,
        });
        const started = performance.now();
        const took = (outcome: 'completed' | 'failed') => {
          const seconds = (performance.now() - started) / 1000;
          metrics.jobDuration.observe({ queue, name: job.name, outcome }, seconds);
          return Math.round(seconds * 1000);
        };
        jobLog.info('job started');
        try {
          if (!Object.hasOwn(JOBS, name) || JOBS[name].queue !== queue)
            throw new UnrecoverableError(`No processor for job "${job.name}".`);
          // Jobs it enqueues and events it writes carry the request id of the click that started it.
          const result = await withRequestId(trace, () => runJob(processors, name, job.data, job));
          jobLog.info({ duration_ms: took('completed') }, 'job completed');
          return result;
        } catch (err) {
          metrics.jobFailures.inc({ queue, name: job.name });
          jobLog.warn({ err, duration_ms: took('failed') }, 'job failed');
          throw err;
        }
      },
      { connection: workerRedis, prefix, concurrency: QUEUES[queue].concurrency, ...JOB_LOCKS },
    );
    const event = (job: Job) => {
      const { request_id } = job.data as { request_id?: string };
      return { job_id: job.id!, name: job.name, ...(request_id ? { request_id } : {}) };
    };
    worker.on('progress', (job, progress) =>
      emitter
        .to(MODERATION_ROOM)
        .emit('job:progress', { ...event(job), progress: typeof progress === 'number' ? progress : 0 }),
    );
    // Only jobs of the table complete (dispatch fails any other name), with what their processor returned.
    worker.on('completed', (job, result) =>
      emitter.to(MODERATION_ROOM).emit('job:completed', { ...event(job), progress: 100, result } as JobCompletedEvent),
    );
    worker.on('failed', (job, error) => {
      if (job) emitter.to(MODERATION_ROOM).emit('job:failed', { ...event(job), failed_reason: error.message });
    });
    worker.on('error', (err) => log.warn({ err, queue }, 'worker error'));
    return worker;
  });

  const relay = await startOutboxRelay({
    database,
    publisher: publisherRedis,
    redis: emitterRedis,
    prefix,
    socketKey: socketKey(prefix),
    log,
    failedJobs: () => failedJobCount(queues),
    afterPublish: deps.afterPublish,
  });
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  // Each registered channel is refreshed on its own schedule (the about page promises daily refreshed content).
  await syncSourceSchedules(database.db, queues);
  // "Best First" and the weekly popular list: every video's quality score, every 15 minutes.
  await scheduleQualityScores(queues);
  // Published events past their week in the outbox, deleted every hour.
  await schedulePruneOutbox(queues);
  log.info(`Workers ready on queues ${workers.map((w) => w.name).join(', ')} (prefix "${prefix}").`);

  return {
    relay,
    metrics,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await relay.close();
      await closeQueues(queues);
      await Promise.all([emitterRedis, queueRedis, workerRedis, publisherRedis].map(closeRedis));
    },
  };
}
