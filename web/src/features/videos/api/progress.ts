import type { Progress } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

import { ApiError } from '@/lib/api-client';
import { authRequest, useSession } from '@/lib/session';

import { videoKeys } from './video-keys';

const progressPath = (videoId: string) => `/api/progress/${encodeURIComponent(videoId)}/`;

/** Where the reader left off; null when they have not started it (404). */
export async function getProgress(videoId: string): Promise<Progress | null> {
  try {
    return await authRequest<Progress>(progressPath(videoId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const saveProgress = (videoId: string, positionSeconds: number, durationSeconds: number) =>
  authRequest<Progress>(progressPath(videoId), {
    method: 'PUT',
    body: { position_seconds: positionSeconds, duration_seconds: durationSeconds },
  });

export const getProgressQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: videoKeys.progress(videoId), queryFn: () => getProgress(videoId), staleTime: 0 });

/**
 * The second to resume at: 0 for anonymous readers and unstarted videos, undefined while still unknown
 * (the player waits for it rather than jumping once it arrives).
 */
export function useResumeAt(videoId: string): number | undefined {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const progress = useQuery({ ...getProgressQueryOptions(videoId), enabled: signedIn });
  if (session.status === 'loading') return undefined;
  if (!signedIn || progress.isError) return 0;
  return progress.isPending ? undefined : (progress.data?.resume_at ?? 0);
}

/** Save while playing at most this often (and always on pause, end and leaving). */
const SAVE_EVERY_MS = 10_000;

/**
 * Saves the reader's place in a video, throttled: `urgent` saves (pause, end, leaving the page) go
 * out at once unless the same second was just saved. Does nothing for anonymous readers.
 */
export function useSaveProgress(videoId: string) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const last = useRef({ at: 0, position: -1 });

  return useCallback(
    (positionSeconds: number, durationSeconds: number, urgent = false) => {
      if (!signedIn || !(durationSeconds > 0)) return;
      const position = Math.min(Math.floor(positionSeconds), Math.ceil(durationSeconds));
      const now = Date.now();
      if (position === last.current.position) return;
      if (!urgent && now - last.current.at < SAVE_EVERY_MS) return;
      last.current = { at: now, position };
      void saveProgress(videoId, position, Math.ceil(durationSeconds)).catch(() => {
        // Progress is best effort: the next save carries the newer position anyway.
        last.current = { at: 0, position: -1 };
      });
    },
    [signedIn, videoId],
  );
}
