import { describe, expect, it } from 'vitest';
import {
  toYouTubeError,
  YouTubeNotFoundError,
  YouTubeQuotaError,
  YouTubeRequestError,
  YouTubeUnavailableError,
} from './errors.ts';

/** What gaxios throws when YouTube answers with an error. */
const answered = (status: number, reason?: string, message = 'Something went wrong.') =>
  Object.assign(new Error(`request to https://www.googleapis.com/youtube/v3/videos?key=SECRET failed`), {
    config: { url: 'https://www.googleapis.com/youtube/v3/videos?key=SECRET' },
    response: { status, data: { error: { code: status, message, errors: reason ? [{ reason }] : [] } } },
  });

describe('toYouTubeError', () => {
  it('reads a spent daily quota as a retryable quota error', () => {
    const error = toYouTubeError(answered(403, 'quotaExceeded', 'You have exceeded your <a href="/q">quota</a>.'));
    expect(error).toBeInstanceOf(YouTubeQuotaError);
    expect(error.retryable).toBe(true);
    expect(error.message).toBe("YouTube's daily quota is used up; the import will retry.");
    expect(error.reason).toBe('quotaExceeded');
    expect(toYouTubeError(answered(403, 'dailyLimitExceeded'))).toBeInstanceOf(YouTubeQuotaError);
  });

  it('reads 429 and per-minute rate limits as retryable quota errors', () => {
    expect(toYouTubeError(answered(429))).toBeInstanceOf(YouTubeQuotaError);
    expect(toYouTubeError(answered(403, 'rateLimitExceeded')).retryable).toBe(true);
  });

  it('reads other 403s and 400s as request errors that name what YouTube said, not retryable', () => {
    const forbidden = toYouTubeError(answered(403, 'forbidden', 'YouTube Data API v3 has not been used in project 1.'));
    expect(forbidden).toBeInstanceOf(YouTubeRequestError);
    expect(forbidden.retryable).toBe(false);
    expect(forbidden.message).toMatch(/HTTP 403.*has not been used in project/);
    const badKey = toYouTubeError(answered(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.'));
    expect(badKey.message).toBe(
      'YouTube did not accept the API key (YOUTUBE_API_KEY): API key not valid. Please pass a valid API key.',
    );
  });

  it('recognises a bad key in the newer google.rpc details shape', () => {
    const error = answered(400, undefined, 'API key not valid.');
    (error.response.data.error as { details?: object[] }).details = [{ reason: 'API_KEY_INVALID' }];
    expect(toYouTubeError(error).message).toMatch(/did not accept the API key/);
  });

  it('reads 404 as not found and 5xx or no answer as retryable unavailability', () => {
    expect(toYouTubeError(answered(404, 'playlistNotFound'))).toBeInstanceOf(YouTubeNotFoundError);
    const down = toYouTubeError(answered(503, 'backendError', 'The service is currently unavailable.'));
    expect(down).toBeInstanceOf(YouTubeUnavailableError);
    expect(down.retryable).toBe(true);
    const refused = toYouTubeError(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', config: {} }),
    );
    expect(refused).toBeInstanceOf(YouTubeUnavailableError);
    expect(refused.message).toBe('YouTube could not be reached (ECONNREFUSED); the import will retry.');
  });

  it('never carries the request address, and so the API key, into the message', () => {
    for (const status of [400, 403, 404, 429, 500]) {
      expect(toYouTubeError(answered(status)).message).not.toContain('SECRET');
    }
  });
});
