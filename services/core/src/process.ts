import { existsSync } from 'node:fs';
import { ConfigError, type Config } from './config.ts';
import { NO_REDIS_MESSAGE, startPrivateRedis } from './redis.ts';

export interface ResolvedRedis {
  url: string;
  /** Stops the private server, if one was started. */
  stop(): Promise<void>;
}

/** REDIS_URL when set; otherwise a private redis-server; otherwise a clear error saying how to get one. */
export async function resolveRedis(config: Config): Promise<ResolvedRedis> {
  if (config.REDIS_URL) return { url: config.REDIS_URL, stop: async () => undefined };
  const started = await startPrivateRedis(config.DATA_DIR);
  if (!started) throw new Error(NO_REDIS_MESSAGE);
  return started;
}

/**
 * Runs `close` once on SIGINT/SIGTERM, then exits. With `drainMs`, `onStopping` runs first and the
 * close waits that long (readiness says 503 meanwhile, so a balancer stops sending traffic); a second
 * signal, or a stall 10 s past the drain, forces the exit.
 */
export function closeOnSignals(
  close: () => Promise<void>,
  log: { info(m: string): void; error(e: unknown): void },
  drain: { drainMs: number; onStopping: () => void } = { drainMs: 0, onStopping: () => undefined },
) {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    drain.onStopping();
    log.info(
      `${signal} received: ${drain.drainMs ? `draining for ${drain.drainMs} ms, then ` : ''}finishing requests and jobs, then stopping.`,
    );
    setTimeout(() => process.exit(1), drain.drainMs + 10_000).unref();
    new Promise((resolve) => setTimeout(resolve, drain.drainMs)).then(close).then(
      () => process.exit(0),
      (err: unknown) => {
        log.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/**
 * Runs a process's main function after reading `.env` from the working directory, if there is one
 * (variables already set in the environment win). A start-up failure prints a readable reason
 * (every config problem at once) and exits 1.
 */
export function runProcess(main: () => Promise<void>): void {
  if (existsSync('.env')) process.loadEnvFile('.env');
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
