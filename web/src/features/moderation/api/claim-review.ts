import { authRequest } from '@/lib/session';

/** Renew at most this often per video; the server's claim lasts 120 s. */
const RENEW_MS = 60_000;
const lastClaimed = new Map<string, number>();

/** Tells other moderators this one is looking at the video (best effort). */
export function claimReview(videoId: string) {
  const now = Date.now();
  if (now - (lastClaimed.get(videoId) ?? 0) < RENEW_MS) return;
  lastClaimed.set(videoId, now);
  void authRequest(`/api/videos/${encodeURIComponent(videoId)}/reviewing/`, { method: 'POST' }).catch(() =>
    lastClaimed.delete(videoId),
  );
}
