import type {
  ModerationAction as LoggedAction,
  approveInputSchema,
  conflictSchema,
  removeInputSchema,
  transitionResultSchema,
} from '@focustube/contracts';
import type { z } from 'zod';

import { ApiError } from '@/lib/api-client';
import { authRequest } from '@/lib/session';

import type { StaleNotice } from '../live/queue-state';

/** The state machine's steps a moderator takes on one video (each has its own endpoint). */
export type ModerationAction = Extract<LoggedAction, 'approve' | 'remove' | 'deapprove' | 'approve_again'>;

/** Approve's or Remove's fields; `version` is the one the moderator saw (a newer one answers 409). */
export type ModerationInput = Partial<z.input<typeof approveInputSchema> & z.input<typeof removeInputSchema>>;

/** One step of the moderation state machine (DESIGN "Moderation state machine"). */
export function moderateVideo(action: ModerationAction, videoId: string, input: ModerationInput = {}) {
  return authRequest<z.infer<typeof transitionResultSchema>>(`/api/${action}/${encodeURIComponent(videoId)}/`, {
    method: 'POST',
    body: input,
  });
}

/** Who handled the video first, when the server answered 409. */
export function conflictOf(error: unknown): StaleNotice | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = (error.problem as Partial<z.infer<typeof conflictSchema>> | undefined)?.current;
  return current ? { status: current.status, actor: current.actor } : null;
}
