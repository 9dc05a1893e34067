/**
 * Failures of the YouTube Data API, in words a moderator can read. `retryable` tells the job that
 * called whether trying again later can help (quota, outages) or not (a bad key, a wrong id).
 */
export abstract class YouTubeError extends Error {
  abstract readonly retryable: boolean;
  /** HTTP status YouTube answered with; undefined when no answer arrived. */
  readonly status: number | undefined;
  /** YouTube's own reason code, e.g. `quotaExceeded` or `keyInvalid`. */
  readonly reason: string | undefined;

  constructor(message: string, details: { status?: number; reason?: string } = {}) {
    super(message);
    this.name = new.target.name;
    this.status = details.status;
    this.reason = details.reason;
  }
}

/** The daily quota is spent or YouTube asks us to slow down; a later attempt will succeed. */
export class YouTubeQuotaError extends YouTubeError {
  readonly retryable = true;
}

/** YouTube is down or could not be reached; a later attempt may succeed. */
export class YouTubeUnavailableError extends YouTubeError {
  readonly retryable = true;
}

/** The channel or video does not exist, or is private or deleted; asking again will not change that. */
export class YouTubeNotFoundError extends YouTubeError {
  readonly retryable = false;
}

/** YouTube refused the request itself (bad or missing key, bad parameter); someone has to fix it first. */
export class YouTubeRequestError extends YouTubeError {
  readonly retryable = false;
}

/** Google's error body: `{ error: { code, message, errors: [{ reason }], details: [{ reason }] } }`. */
interface GoogleErrorBody {
  error?: { message?: string; errors?: { reason?: string }[]; details?: { reason?: string }[] };
}

const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
const KEY_REASONS = new Set(['keyInvalid', 'keyExpired', 'API_KEY_INVALID', 'API_KEY_EXPIRED']);

/** Whether the HTTP library (gaxios) threw this while asking YouTube, rather than a bug of ours. */
export function isHttpFailure(error: unknown): boolean {
  return error instanceof Error && 'config' in error;
}

/**
 * Turns what the HTTP library threw into one of the errors above. The library's own error is not kept
 * as `cause`: its message and config carry the request URL, and with it the API key, into logs.
 */
export function toYouTubeError(error: unknown): YouTubeError {
  const failure = error as { response?: { status?: number; data?: unknown }; code?: unknown };
  const status = failure?.response?.status;
  if (status === undefined) {
    const code = typeof failure?.code === 'string' ? ` (${failure.code})` : '';
    return new YouTubeUnavailableError(`YouTube could not be reached${code}; the import will retry.`);
  }
  const body = (failure.response?.data ?? {}) as GoogleErrorBody;
  const said = body.error?.message?.replace(/<[^>]*>/g, '') ?? `HTTP ${status}`;
  const reason = body.error?.errors?.[0]?.reason ?? body.error?.details?.[0]?.reason;
  const details = { status, reason };
  if (status === 429 || (status === 403 && reason && RATE_REASONS.has(reason))) {
    return new YouTubeQuotaError('YouTube asks us to slow down; the import will retry.', details);
  }
  if (status === 403 && reason && QUOTA_REASONS.has(reason)) {
    return new YouTubeQuotaError("YouTube's daily quota is used up; the import will retry.", details);
  }
  if (status >= 500) {
    return new YouTubeUnavailableError(
      `YouTube is unavailable (HTTP ${status}: ${said}); the import will retry.`,
      details,
    );
  }
  if (status === 404) return new YouTubeNotFoundError(`YouTube found nothing: ${said}`, details);
  if (reason && KEY_REASONS.has(reason)) {
    return new YouTubeRequestError(`YouTube did not accept the API key (YOUTUBE_API_KEY): ${said}`, details);
  }
  return new YouTubeRequestError(`YouTube refused the request (HTTP ${status}): ${said}`, details);
}
