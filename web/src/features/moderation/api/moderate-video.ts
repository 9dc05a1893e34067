import type { ModerationVideo, VideoStatus } from '@focustube/contracts';

import { ApiError } from '@/lib/api-client';
import { authRequest } from '@/lib/session';

import type { StaleNotice } from '../live/queue-state';

export type ModerationAction = 'approve' | 'remove' | 'deapprove' | 'approve_again';

export type ModerationInput = {
  assigned_category?: string;
  subcategory?: string | null;
  reason?: string;
  /** The version the moderator saw: a newer one answers 409. */
  version?: number;
};

/** One step of the moderation state machine (DESIGN "Moderation state machine"). */
export function moderateVideo(action: ModerationAction, videoId: string, input: ModerationInput = {}) {
  return authRequest<{ message: string; video: ModerationVideo }>(`/api/${action}/${encodeURIComponent(videoId)}/`, {
    method: 'POST',
    body: input,
  });
}

/** Who handled the video first, when the server answered 409. */
export function conflictOf(error: unknown): StaleNotice | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = (error.problem as { current?: { status: VideoStatus; actor: string | null } } | undefined)?.current;
  return current ? { status: current.status, actor: current.actor } : null;
}
