/**
 * `npm start`: the whole product in one process — API, workers and the built web app — on PGlite
 * (when DATABASE_URL is unset) and a private Redis (when REDIS_URL is unset).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildApp } from '@focustube/api';
import {
  assertSafeSecrets,
  closeOnSignals,
  createLogger,
  createMailer,
  createMetrics,
  runProcess,
  loadConfig,
  localJwtSecret,
  openDatabase,
  prepareDatabase,
  resolveRedis,
} from '@focustube/core';
import { buildWorker } from '@focustube/worker';

async function main() {
  const config = loadConfig();
  config.JWT_SECRET ??= localJwtSecret(config.DATA_DIR);
  assertSafeSecrets(config);
  // The browser's files and the server's renderer of public pages are built together.
  const webBuilt = ['../web/dist/index.html', '../web/dist/.ssr/entry-server.js'].every((file) =>
    existsSync(new URL(file, import.meta.url)),
  );
  const buildWeb = !process.argv.includes('--no-web-build');
  if (buildWeb && !config.WEB_DIST && !webBuilt) {
    console.log('Building the web app (first start)…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The web app did not build; see the output above.');
  }
  const redis = await resolveRedis(config);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await prepareDatabase(database, { seedOnEmpty: config.SEED_ON_EMPTY, log: console });
  // The API's statements are bounded (DATABASE_STATEMENT_TIMEOUT_MS: a slow query answers 503 instead of
  // holding connections others wait for); the workers' long jobs (bulk approval, the scores job) are not.
  // Embedded PostgreSQL is one connection, which both share.
  const apiDatabase =
    database.driver === 'pglite'
      ? database
      : await openDatabase({
          url: config.DATABASE_URL,
          dataDir: config.DATA_DIR,
          statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        });
  // One process, one /metrics: the workers count their jobs in the API's registry.
  const metrics = createMetrics();
  // On a laptop without SMTP_URL, mail (reset links included) is written to the log for the newcomer to open;
  // the API deployed on its own (services/api/src/server.ts) never logs mail text.
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: `FocusTube <${config.CONTACT_EMAIL}>`,
    log: createLogger(config, { service: 'mail' }),
    logUnsentMail: true,
  });
  const app = await buildApp({ config, redisUrl: redis.url, database: apiDatabase, metrics, mailer });
  const worker = await buildWorker({
    config,
    redisUrl: redis.url,
    database,
    log: app.log.child({ service: 'worker' }),
    metrics,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = database.driver === 'pglite' ? `embedded PostgreSQL in ${config.DATA_DIR}/pglite` : 'PostgreSQL';
  console.log(`\nFocusTube is running at http://localhost:${config.PORT} (${where}; API docs at /api/docs)\n`);
  closeOnSignals(
    async () => {
      await app.close();
      await worker.close();
      if (apiDatabase !== database) await apiDatabase.close();
      await database.close();
      await redis.stop();
    },
    { info: (m) => app.log.info(m), error: (e) => app.log.error(e) },
  );
}

runProcess(main);
