import type { Worker } from 'bullmq';
import { connectRedis, type Config, type DatabaseHandle } from '@focustube/core';

export interface WorkerDeps {
  config: Config;
  redisUrl: string;
  database: DatabaseHandle;
  log: { info(message: string): void; warn(message: string): void };
}

export interface RunningWorker {
  close(): Promise<void>;
}

/**
 * Starts the background workers. Each processor (imports, category resolution, bulk approval,
 * the outbox relay) registers here with its own queue; `close` lets running jobs finish first.
 */
export async function buildWorker(deps: WorkerDeps): Promise<RunningWorker> {
  // One connection per worker, as BullMQ advises: blocking commands must never share a socket.
  const connection = connectRedis(deps.redisUrl, 'worker');
  await connection.ping();
  const workers: Worker[] = [];
  deps.log.info(`Worker connected to Redis with prefix "${deps.config.REDIS_PREFIX}" (${workers.length} queues).`);
  return {
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      connection.disconnect();
    },
  };
}
