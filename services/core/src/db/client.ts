import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: everything above the driver is the same code. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'postgres' | 'pglite';
  /** Runs the committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (delivered at commit); resolves to an unsubscribe.
   * When the listening connection is lost (a database restart, a terminated backend), it listens again
   * on a new one, retrying with backoff, and calls `onNotify` once it is back to catch up.
   */
  listen(channel: string, onNotify: () => void, log?: ListenLog): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where a listener says it lost its connection and when it is back. */
export interface ListenLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** The listening connection's `application_name`, to tell it apart in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'focustube-listener';
/** Backoff between attempts to listen again: 200 ms, doubling, at most 5 s. */
export const LISTEN_RETRY_MS = { first: 200, max: 5000 } as const;

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Advisory lock key shared by every process that migrates the same database. */
const MIGRATION_LOCK = 727_001;

/**
 * Opens PostgreSQL through `pg` when a URL is given, otherwise PGlite (real Postgres compiled to WASM)
 * stored under `dataDir`, or in memory when `dataDir` is `memory://`.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  poolSize?: number;
  /**
   * PostgreSQL's statement_timeout for every connection of the pool: a statement running longer is
   * cancelled (SQLSTATE 57014). Unset or 0: no limit. Migrations run without it. PGlite ignores it.
   */
  statementTimeoutMs?: number;
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Timestamps and bigints come back as strings; our mappers convert them where they are read.
    // JIT compilation costs more than it saves on the catalogue's short queries.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A request waits at most this long for a connection (all busy, or a server that does not answer
      // its handshake), then fails and answers 503, rather than hanging.
      connectionTimeoutMillis: 5000,
      options: '-c jit=off',
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // A connection the server closes (restart, failover) must not crash the process. The pool listens on
    // its idle connections only, and a checked-out one between two queries (a transaction awaiting Redis,
    // say) reports the loss as an 'error' event nobody listens to, which ends the process: every
    // connection gets its own listener. Its next query then fails, and the pool drops it when released.
    pool.on('error', () => undefined); // reported by the connection's own listener
    pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          // Building an index on a large table may take minutes: no statement timeout for this session
          // until it goes back to the pool (reset returns it to the pool's own).
          await client.query('set statement_timeout = 0');
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrate(drizzle({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          await client.query('reset statement_timeout').catch(() => undefined);
          client.release();
        }
      },
      async listen(channel, onNotify, log) {
        // A dedicated connection: LISTEN belongs to a session, and pooled connections come and go.
        let client: InstanceType<typeof pg.Client> | null = null;
        let stopped = false;
        let failures = 0;
        let retry: NodeJS.Timeout | undefined;
        const listenAgain = (error: unknown) => {
          if (stopped || retry) return;
          const delay = Math.min(LISTEN_RETRY_MS.max, LISTEN_RETRY_MS.first * 2 ** failures);
          failures += 1;
          log?.warn({ err: error, channel, attempt: failures, retry_in_ms: delay }, 'database listener lost');
          retry = setTimeout(() => {
            retry = undefined;
            connect().catch(listenAgain);
          }, delay);
        };
        const connect = async () => {
          if (stopped) return;
          const c = new pg.Client({ connectionString: options.url, application_name: LISTENER_APPLICATION_NAME });
          // Until LISTEN succeeded, a failure is connect's to report (it throws); after, these start over.
          let listening = false;
          const lost = (error: Error) => {
            if (!listening) return;
            listening = false;
            if (client === c) client = null;
            void c.end().catch(() => undefined);
            listenAgain(error);
          };
          c.on('notification', () => onNotify());
          c.on('error', (error) => {
            options.onConnectionError?.(error);
            lost(error);
          });
          c.on('end', () => lost(new Error('The listening connection ended.')));
          try {
            await c.connect();
            await c.query(`listen ${pg.escapeIdentifier(channel)}`);
          } catch (error) {
            void c.end().catch(() => undefined);
            throw error;
          }
          if (stopped) {
            await c.end().catch(() => undefined);
            return;
          }
          listening = true;
          client = c;
          if (failures > 0) log?.info({ channel, attempts: failures }, 'database listener restored');
          failures = 0;
          onNotify(); // catch up on anything committed while we were not listening
        };
        await connect();
        return async () => {
          stopped = true;
          clearTimeout(retry);
          const c = client;
          client = null;
          await c?.end().catch(() => undefined);
        };
      },
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir === 'memory://' ? undefined : path.resolve(options.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    async migrate() {
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    },
    async listen(channel, onNotify) {
      const unsubscribe = await client.listen(channel, () => onNotify());
      return async () => unsubscribe();
    },
    close: () => client.close(),
  };
}

/** Cheap round trip for readiness checks. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
