import { UNAVAILABLE_PLAYER_ERRORS } from '@focustube/contracts';

import { authRequest } from '@/lib/session';

const told = new Set<string>();

/**
 * Tells FocusTube that YouTube's player could not play a video ("unavailable" errors only), once per
 * video while the page is open. Fire and forget: it may finish after the viewer has left.
 */
export function reportPlaybackError(videoId: string, code: number): void {
  if (!(UNAVAILABLE_PLAYER_ERRORS as readonly number[]).includes(code) || told.has(videoId)) return;
  told.add(videoId);
  void authRequest(`/api/videos/${encodeURIComponent(videoId)}/playback-errors/`, {
    method: 'POST',
    body: { code },
    keepalive: true,
  }).catch(() => undefined);
}
