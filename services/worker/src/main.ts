import { closeOnSignals, runProcess, loadConfig, openDatabase, resolveRedis } from '@focustube/core';
import { buildWorker } from './worker.ts';

/** The workers as their own process (containers, many replicas). */
async function main() {
  const config = loadConfig();
  const redis = await resolveRedis(config);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const log = {
    info: (m: string) => console.log(m),
    warn: (m: string) => console.warn(m),
    error: (e: unknown) => console.error(e),
  };
  const worker = await buildWorker({ config, redisUrl: redis.url, database, log });
  closeOnSignals(async () => {
    await worker.close();
    await database.close();
    await redis.stop();
  }, log);
}

runProcess(main);
