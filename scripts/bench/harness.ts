/**
 * Pieces the benchmarks share: the way a forked server stops, and the clean-up of a run's throwaway
 * database and Redis keys.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';

/**
 * In a forked server: on SIGTERM, SIGINT or the parent going away, `close()` and exit (0, or 1 when it
 * takes longer than five seconds).
 */
export function exitOnStop(close: () => Promise<unknown>): void {
  const stop = () => {
    setTimeout(() => process.exit(1), 5000).unref();
    void close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The parent went away without telling us: do not linger.
  process.on('disconnect', stop);
}

/** Drops the bench database `dbName` (through `adminUrl`), saying so; a failure is reported, not thrown. */
export async function dropBenchDatabase(adminUrl: string, dbName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${pg.escapeIdentifier(dbName)} with (force)`);
    console.log(`Dropped database ${dbName}.`);
  } catch (error) {
    console.error(`Could not drop database ${dbName}:`, error);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** Deletes every Redis key under `prefix`, scanning `count` at a time; returns how many went. */
export async function deleteRedisKeys(redisUrl: string, prefix: string, count: number): Promise<number> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    let removed = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', count);
      if (keys.length > 0) removed += await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    return removed;
  } finally {
    redis.disconnect();
  }
}

/** Stops a forked server: SIGTERM, then SIGKILL if it has not exited within seven seconds. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 7000);
  await exited;
  clearTimeout(timer);
}
