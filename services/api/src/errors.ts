import { STATUS_CODES } from 'node:http';
import type { Problem } from '@focustube/contracts';
import { YouTubeError, YouTubeNotFoundError, YouTubeQuotaError } from '@focustube/core';

/**
 * An error a person can act on; the root handler (plugins/problems.ts) turns it into RFC 9457 problem
 * details. Features throw these; they never shape an error answer themselves.
 */
export class ProblemError extends Error {
  constructor(
    public readonly status: number,
    public readonly detail: string,
    public readonly errors?: Record<string, string[]>,
    /** Seconds, sent as `retry-after`. */
    public readonly retryAfter?: number,
    /** More members of the problem body (e.g. a 409's `current`). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'ProblemError';
  }
}

/** 400, naming the field it concerns (the screen shows the message beside it). */
export class BadRequestError extends ProblemError {
  constructor(detail: string, field?: string) {
    super(400, detail, field ? { [field]: [detail] } : undefined);
    this.name = 'BadRequestError';
  }
}

export class NotFoundError extends ProblemError {
  constructor(detail: string) {
    super(404, detail);
    this.name = 'NotFoundError';
  }
}

/** 409: the request lost to the current state; `current` (if given) says what that state is. */
export class ConflictError extends ProblemError {
  constructor(detail: string, current?: Record<string, unknown>) {
    super(409, detail, undefined, undefined, current ? { current } : undefined);
    this.name = 'ConflictError';
  }
}

/** A service we depend on cannot answer now (YouTube quota or outage, no key). */
export class UnavailableError extends ProblemError {
  constructor(detail: string, retryAfter?: number) {
    super(503, detail, undefined, retryAfter);
    this.name = 'UnavailableError';
  }
}

export function problem(status: number, detail: string, errors?: Record<string, string[]>): Problem {
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail, ...(errors ? { errors } : {}) };
}

/** A YouTube failure during a request, as an answer a moderator can act on; any other error as it is. */
export function youtubeProblem(error: unknown): unknown {
  if (error instanceof YouTubeNotFoundError) return new NotFoundError(error.message);
  if (error instanceof YouTubeQuotaError) return new UnavailableError(error.message, 3600);
  if (error instanceof YouTubeError)
    return error.retryable ? new UnavailableError(error.message) : new ProblemError(502, error.message);
  return error;
}
