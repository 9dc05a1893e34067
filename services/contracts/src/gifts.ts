import { z } from 'zod';
import { videoSchema } from './catalogue.ts';

/** A gifted video as anyone sees it: whether it holds a gift, never the token itself. */
export const giftSchema = z.object({ video: videoSchema, claimed: z.boolean() }).meta({ id: 'Gift' });
export const giftPageSchema = z.object({
  results: z.array(giftSchema),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  count: z.number().int(),
});
export const giftClaimSchema = z.object({ video_id: z.string(), gift_token: z.string(), claimed_at: z.string() });
export type GiftClaim = z.infer<typeof giftClaimSchema>;
