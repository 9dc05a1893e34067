import type { ModerationVideo } from '@focustube/contracts';

import { authRequest } from '@/lib/session';

export function assignGift(videoId: string, giftToken: string) {
  return authRequest<{ message: string; video: ModerationVideo }>(`/api/assign-gift/${encodeURIComponent(videoId)}/`, {
    method: 'PATCH',
    body: { gift_token: giftToken },
  });
}
