import fp from 'fastify-plugin';
import { openDatabase, prepareDatabase, type Config, type Database, type DatabaseHandle } from '@focustube/core';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * The database. A handle passed in (one PGlite shared by API and workers in `npm start`) stays its
 * owner's to close; otherwise the plugin opens PostgreSQL or PGlite from config and closes it itself.
 */
export default fp<{ config: Config; handle?: DatabaseHandle }>(
  async (app, { config, handle }) => {
    const owned = !handle;
    const database =
      handle ??
      (await openDatabase({
        url: config.DATABASE_URL,
        dataDir: config.DATA_DIR,
        statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        onConnectionError: (err) => app.log.warn({ err }, 'database connection lost'),
      }));
    if (owned) await prepareDatabase(database, { seedOnEmpty: config.SEED_ON_EMPTY, log: app.log });
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
