/**
 * The FocusTube worker as `services/worker/src/main.ts` runs it, for the jobs and events benchmarks:
 * BullMQ workers and the outbox relay, configured from the environment the parent passes. It tells the
 * parent `{ ready: true }` over IPC once its queues and relay are up.
 */
import { buildWorker } from '@focustube/worker';
import { loadConfig, openDatabase } from '@focustube/core';
import { exitOnStop } from './harness.ts';

const config = loadConfig(process.env);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const worker = await buildWorker({
  config,
  redisUrl: config.REDIS_URL!,
  database,
});
process.send?.({ ready: true });

exitOnStop(() => worker.close().then(() => database.close()));
