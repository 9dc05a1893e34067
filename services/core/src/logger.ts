import { pino, type BaseLogger, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';

/** Query parameters that carry secrets: a password-reset link's `token`, and any key or password sent in a URL. */
const SECRET_PARAMETER = /([?&](?:token|refresh|password\d?|key|api_key|gift_token)=)[^&#]*/gi;

/** `url` with the values of its secret query parameters replaced by `[Redacted]`. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMETER, '$1[Redacted]');

/** What Fastify logs of each request (its own fields), with the URL's secrets redacted. */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** One logging setup for the API (Fastify's logger) and the worker: JSON lines, secrets redacted. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    serializers: {
      // A reset link is a URL: opening one must not write its token to the log (Fastify's own serializer would).
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
        version: req.headers?.['accept-version'],
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
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
