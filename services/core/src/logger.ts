import { pino, type BaseLogger, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';

/** One logging setup for the API (Fastify's logger) and the worker: JSON lines, secrets redacted. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.password2',
    ],
  };
}

/** What a service logs through: a pino logger of its own, or Fastify's (`app.log`) when API and worker share a process. */
export type ServiceLog = Pick<BaseLogger, 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'> & {
  child(bindings: Record<string, unknown>): ServiceLog;
};

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, bindings: Record<string, unknown> = {}): ServiceLog {
  return pino(loggerOptions(config)).child(bindings);
}
