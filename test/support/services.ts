/**
 * Finds the PostgreSQL and Redis the tests talk to: URLs from the environment, else the local
 * defaults, else containers when a container engine answers, else a clear failure saying what is missing.
 */
import pg from 'pg';
import { Redis } from 'ioredis';

export interface TestServices {
  /** An admin connection URL used to create one database per test run. */
  postgresUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2000,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function fromContainers(needPostgres: boolean, needRedis: boolean) {
  try {
    const { GenericContainer, Wait } = await import('testcontainers');
    const started: { stop(): Promise<unknown> }[] = [];
    let postgresUrl: string | undefined;
    let redisUrl: string | undefined;
    if (needPostgres) {
      const c = await new GenericContainer('postgres:16')
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
        .withExposedPorts(5432)
        .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
        .start();
      started.push(c);
      postgresUrl = `postgres://postgres@${c.getHost()}:${c.getMappedPort(5432)}/postgres`;
    }
    if (needRedis) {
      const c = await new GenericContainer('redis:7').withExposedPorts(6379).start();
      started.push(c);
      redisUrl = `redis://${c.getHost()}:${c.getMappedPort(6379)}`;
    }
    return { postgresUrl, redisUrl, stop: async () => void (await Promise.all(started.map((c) => c.stop()))) };
  } catch {
    return null;
  }
}

export async function resolveTestServices(env = process.env): Promise<TestServices> {
  const postgresUrl = env.TEST_POSTGRES_URL ?? LOCAL_POSTGRES;
  const redisUrl = env.TEST_REDIS_URL ?? LOCAL_REDIS;
  const [postgresOk, redisOk] = await Promise.all([postgresAnswers(postgresUrl), redisAnswers(redisUrl)]);
  if (postgresOk && redisOk) return { postgresUrl, redisUrl, stop: async () => undefined };

  const containers = await fromContainers(!postgresOk, !redisOk);
  if (containers) {
    return {
      postgresUrl: containers.postgresUrl ?? postgresUrl,
      redisUrl: containers.redisUrl ?? redisUrl,
      stop: containers.stop,
    };
  }
  const missing = [
    !postgresOk &&
      `PostgreSQL did not answer at ${postgresUrl} (set TEST_POSTGRES_URL, or start it: pg_ctlcluster <version> main start)`,
    !redisOk && `Redis did not answer at ${redisUrl} (set TEST_REDIS_URL, or start it: redis-server --daemonize yes)`,
  ].filter(Boolean);
  throw new Error(
    `The tests need real services and no container engine was found to start them:\n  - ${missing.join('\n  - ')}`,
  );
}
