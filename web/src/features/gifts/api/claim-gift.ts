import type { giftClaimSchema } from '@focustube/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

import { giftKeys } from './gift-keys';

export type GiftClaim = z.infer<typeof giftClaimSchema>;

export const claimGift = (videoId: string) =>
  authRequest<GiftClaim>(`/api/gifts/${encodeURIComponent(videoId)}/claim/`, { method: 'POST' });

/**
 * The token of a gift this user already took. Claiming is idempotent on the server, so asking
 * again is how a reload shows the token without the server ever listing tokens.
 */
export const claimedGiftQueryOptions = (userId: number, videoId: string) =>
  queryOptions({
    queryKey: giftKeys.claim(userId, videoId),
    queryFn: () => claimGift(videoId),
    staleTime: Infinity,
  });

export function useClaimGift(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimGift,
    onSuccess: (claim) => {
      if (userId === null) return;
      queryClient.setQueryData(giftKeys.claim(userId, claim.video_id), claim);
      void queryClient.invalidateQueries({ queryKey: giftKeys.list(userId) });
    },
  });
}
