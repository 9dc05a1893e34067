import type { ModerationVideo } from '@focustube/contracts';

import { authRequest } from '@/lib/session';

/** A voucher for a video, as of `version` (the one the moderator saw): a newer version answers 409. */
export function assignGift(videoId: string, giftToken: string, version?: number) {
  return authRequest<{ message: string; video: ModerationVideo }>(`/api/assign-gift/${encodeURIComponent(videoId)}/`, {
    method: 'PATCH',
    body: { gift_token: giftToken, ...(version === undefined ? {} : { version }) },
  });
}
