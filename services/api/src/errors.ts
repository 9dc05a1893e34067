import { STATUS_CODES } from 'node:http';
import type { Problem } from '@focustube/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { YouTubeError, YouTubeNotFoundError, YouTubeQuotaError } from '@focustube/core';
import { localize, translate, type Language, type MessageId, type Text } from './i18n.ts';

/**
 * An error a person can act on; the root handler (plugins/problems.ts) turns it into RFC 9457 problem
 * details. Features throw these; they never shape an error answer themselves.
 */
export class ProblemError extends Error {
  /** In English; `localized()` gives the texts in the reader's language. */
  public readonly detail: string;
  public readonly errors?: Record<string, string[]>;

  /**
   * `detail` and the field messages are messages by id (`msg('…', values)`, put in the reader's language
   * when the answer is written) or English sentences (looked up in the catalogue then).
   */
  constructor(
    public readonly status: number,
    private readonly detailText: Text,
    private readonly errorTexts?: Record<string, Text[]>,
    /** Seconds, sent as `retry-after`. */
    public readonly retryAfter?: number,
    /** More members of the problem body (e.g. a 409's `current`). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(String(detailText));
    this.name = 'ProblemError';
    this.detail = String(detailText);
    if (errorTexts)
      this.errors = Object.fromEntries(Object.entries(errorTexts).map(([k, v]) => [k, v.map((t) => String(t))]));
  }

  /** The problem body in a language. */
  localized(language: Language): Problem {
    const errors = this.errorTexts
      ? Object.fromEntries(Object.entries(this.errorTexts).map(([k, v]) => [k, v.map((t) => localize(t, language))]))
      : undefined;
    return problem(this.status, localize(this.detailText, language), errors, language);
  }
}

/** 400, naming the field it concerns (the screen shows the message beside it). */
export class BadRequestError extends ProblemError {
  constructor(detail: Text, field?: string) {
    super(400, detail, field ? { [field]: [detail] } : undefined);
    this.name = 'BadRequestError';
  }
}

export class NotFoundError extends ProblemError {
  constructor(detail: Text) {
    super(404, detail);
    this.name = 'NotFoundError';
  }
}

/** 409: the request lost to the current state; `current` (if given) says what that state is. */
export class ConflictError extends ProblemError {
  constructor(detail: Text, current?: Record<string, unknown>) {
    super(409, detail, undefined, undefined, current ? { current } : undefined);
    this.name = 'ConflictError';
  }
}

/** A service we depend on cannot answer now (YouTube quota or outage, no key). */
export class UnavailableError extends ProblemError {
  constructor(detail: Text, retryAfter?: number) {
    super(503, detail, undefined, retryAfter);
    this.name = 'UnavailableError';
  }
}

/** The status's name as the problem's `title` (HTTP's reason phrase in English). */
function statusTitle(status: number, language: Language): string {
  const english = STATUS_CODES[status] ?? 'Error';
  if (language === 'en') return english;
  const id = `status.${status}` as MessageId;
  return translate(language, id) === id ? english : translate(language, id);
}

/** A problem body; `detail` and `errors` are given already in `language`, which names the title's. */
export function problem(
  status: number,
  detail: string,
  errors?: Record<string, string[]>,
  language: Language = 'en',
): Problem {
  return { type: 'about:blank', title: statusTitle(status, language), status, detail, ...(errors ? { errors } : {}) };
}

/** A YouTube failure during a request, as an answer a moderator can act on; any other error as it is. */
export function youtubeProblem(error: unknown): unknown {
  if (error instanceof YouTubeNotFoundError) return new NotFoundError(error.message);
  if (error instanceof YouTubeQuotaError) return new UnavailableError(error.message, 3600);
  if (error instanceof YouTubeError)
    return error.retryable ? new UnavailableError(error.message) : new ProblemError(502, error.message);
  return error;
}

/** PostgreSQL codes of a connection that failed or a server shutting down or starting up. */
const DATABASE_GONE = /^(08...|57P01|57P02|57P03)$/;
const NETWORK_GONE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

/**
 * PostgreSQL cannot answer now (a restart, a failover, a cut connection, no free connection in time):
 * the request may simply be tried again, so it answers 503, not 500. Drizzle wraps the driver's
 * error as `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++, e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (DATABASE_GONE.test(code) || NETWORK_GONE.has(code))) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

/** The 404 of an address with no route: a problem naming the method and path, and where the API is described. */
export function sendNoRoute(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const url = request.url.split('?')[0]!;
  return reply
    .status(404)
    .type('application/problem+json')
    .send(
      problem(
        404,
        translate(request.language, 'server.noRoute', { method: request.method, url }),
        undefined,
        request.language,
      ),
    );
}
