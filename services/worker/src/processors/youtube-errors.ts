import { UnrecoverableError } from 'bullmq';
import { YouTubeError } from '@focustube/core';

/** Retry what can heal (quota, outages); fail at once what cannot (unknown channel, bad key). */
export async function withYouTubeRetries<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof YouTubeError && !error.retryable) throw new UnrecoverableError(error.message);
    throw error;
  }
}
