import { createServer } from 'node:http';
import {
  assertSafeSecrets,
  closeOnSignals,
  createLogger,
  createMetrics,
  loadConfig,
  metricsAuthorized,
  openDatabase,
  resolveRedis,
  runProcess,
} from '@focustube/core';
import { buildWorker } from './worker.ts';

/** The workers as their own process (containers, many replicas). */
async function main() {
  const config = loadConfig();
  assertSafeSecrets(config, { signsTokens: false });
  const log = createLogger(config, { service: 'worker' });
  const redis = await resolveRedis(config);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const metrics = createMetrics();
  const worker = await buildWorker({ config, redisUrl: redis.url, database, log, metrics });

  // No HTTP API here: /metrics gets a small server of its own, for the same METRICS_TOKEN as the API's.
  const token = config.METRICS_TOKEN;
  const metricsServer = token
    ? createServer((req, res) => {
        if (req.url !== '/metrics') return res.writeHead(404).end();
        if (!metricsAuthorized(req.headers.authorization, token)) return res.writeHead(401).end();
        metrics.registry.metrics().then(
          (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
          () => res.writeHead(500).end(),
        );
      }).listen(config.WORKER_METRICS_PORT, config.HOST, () =>
        log.info(`Worker metrics at http://${config.HOST}:${config.WORKER_METRICS_PORT}/metrics`),
      )
    : null;

  closeOnSignals(
    async () => {
      metricsServer?.close();
      await worker.close();
      await database.close();
      await redis.stop();
    },
    { info: (m) => log.info(m), error: (err) => log.error({ err }, 'worker did not stop cleanly') },
  );
}

runProcess(main);
