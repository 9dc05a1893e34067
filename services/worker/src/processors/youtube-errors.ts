import { UnrecoverableError } from 'bullmq';
import { PermanentJobError, YouTubeError, YouTubeNotFoundError } from '@focustube/core';

/**
 * Retry what can heal (quota, outages); fail at once what cannot. An unknown channel or video fails for
 * good (no Retry is offered); a refused key fails at once but may be retried once someone fixes it.
 */
export async function withYouTubeRetries<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof YouTubeNotFoundError) throw new PermanentJobError(error.message);
    if (error instanceof YouTubeError && !error.retryable) throw new UnrecoverableError(error.message);
    throw error;
  }
}
