import {
  assertSafeSecrets,
  closeOnSignals,
  createLogger,
  loadConfig,
  openDatabase,
  prepareDatabase,
  resolveRedis,
  runProcess,
} from '@focustube/core';
import { buildApp } from './app.ts';

/** The API as its own process (containers, many replicas). `npm start` runs API and workers together instead. */
async function main() {
  const config = loadConfig();
  // Started on its own, this is a deployment: refuse to run with a missing or published secret.
  assertSafeSecrets(config);
  const redis = await resolveRedis(config);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  await prepareDatabase(database, { seedOnEmpty: config.SEED_ON_EMPTY, log: createLogger(config, { service: 'api' }) });
  const app = await buildApp({ config, redisUrl: redis.url, database });
  await app.listen({ port: config.PORT, host: config.HOST });
  closeOnSignals(
    async () => {
      await app.close();
      await database.close();
      await redis.stop();
    },
    { info: (m) => app.log.info(m), error: (e) => app.log.error(e) },
    { drainMs: config.SHUTDOWN_DRAIN_MS, onStopping: () => (app.lifecycle.stopping = true) },
  );
}

runProcess(main);
