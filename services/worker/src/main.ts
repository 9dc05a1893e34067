import { createServer, type Server } from 'node:http';
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
  let metricsServer: Server | null = null;
  // Signals are handled from here on: a SIGTERM while the workers start (or right after they say
  // they are ready) waits for them and closes them, rather than killing the process mid-start.
  const starting = buildWorker({ config, redisUrl: redis.url, database, log, metrics });
  closeOnSignals(
    async () => {
      metricsServer?.close();
      await (await starting).close();
      await database.close();
      await redis.stop();
    },
    { info: (m) => log.info(m), error: (err) => log.error({ err }, 'worker did not stop cleanly') },
  );
  await starting;

  // No HTTP API here: /metrics gets a small server of its own, for the same METRICS_TOKEN as the API's.
  const token = config.METRICS_TOKEN;
  metricsServer = token
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
}

runProcess(main);
