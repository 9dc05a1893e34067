import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection. `purpose` picks BullMQ's advice: `worker` connections retry forever
 * (`maxRetriesPerRequest: null`); `request` connections fail fast so an outage answers 503 at once,
 * and a server that stopped answering (hung, or a network that drops packets) within 2 s.
 * `publisher` is the outbox relay's: a PUBLISH resolves only once Redis took it, and during an outage it
 * rejects at once (no offline queue, no resending a command the lost connection may or may not have
 * delivered, a deadline for a server that stopped answering), so the relay leaves the row unsent and
 * tries again, rather than marking sent what sits in a queue that a restart would drop.
 */
export function connectRedis(
  url: string,
  purpose: 'worker' | 'request' | 'pubsub' | 'publisher' = 'request',
  extra: Pick<RedisOptions, 'connectionName'> = {},
): Redis {
  const options: RedisOptions =
    purpose === 'request'
      ? {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          connectTimeout: 2000,
          commandTimeout: 2000,
          lazyConnect: false,
        }
      : purpose === 'publisher'
        ? { maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 2000, commandTimeout: 5000 }
        : { maxRetriesPerRequest: null };
  return new Redis(url, { ...options, ...extra });
}

export async function pingRedis(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PrivateRedis {
  url: string;
  /** SIGTERM by default; the fault tests kill it (SIGKILL) to cut every connection without a goodbye. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export const NO_REDIS_MESSAGE = [
  'FocusTube needs Redis 7 for its job queues and live updates, and none was found.',
  'Either set REDIS_URL to a running server (for example REDIS_URL=redis://127.0.0.1:6379),',
  'or install redis-server (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis) and FocusTube starts a private one.',
].join('\n');

/**
 * Starts a private, memory-only `redis-server` on a free port (used when REDIS_URL is unset), or on
 * `options.port` (the fault tests start it again where its clients look for it).
 */
export async function startPrivateRedis(
  dataDir: string,
  options: { port?: number } = {},
): Promise<PrivateRedis | null> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = options.port ?? (await freePort());
  const dir = path.resolve(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory-policy',
      'noeviction',
      '--dir',
      dir,
    ],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // Refused connections are expected while the server starts; connect() rejects and we try again.
  probe.on('error', () => undefined);
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return {
        url,
        stop: (signal: NodeJS.Signals = 'SIGTERM') =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill(signal);
          }),
      };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port}.`);
}

/** Closes after in-flight commands finish (QUIT), so nothing pending rejects; falls back to a hard disconnect. */
export async function closeRedis(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  // A connection that never opened would queue QUIT forever.
  if (connection.status !== 'ready') return connection.disconnect();
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  }
}
