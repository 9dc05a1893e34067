import { z } from 'zod';
import { videoSchema } from './catalogue.ts';
import { assignGiftInputSchema } from './moderation.ts';

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

/** How a generated voucher code looks: GIFT- and two groups of four from an alphabet without 0/O, 1/I/L. */
export const GIFT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const GIFT_CODE_PATTERN = /^GIFT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** Gift community (POST /api/gift-all/): one code for every video, or none for a distinct generated code each. */
export const giftAllInputSchema = z
  .object({
    gift_token: assignGiftInputSchema.shape.gift_token
      .optional()
      .describe('One code for every video; leave it out to give each video its own generated code (GIFT-XXXX-XXXX).'),
  })
  .describe('Gives a voucher to every approved video that has none; a video that has one keeps it.')
  .meta({ examples: [{}, { gift_token: 'RAMADAN-2025' }] });

/** How many videos a Gift community result lists by name (its totals always count them all). */
export const GIFT_COMMUNITY_LISTED = 1000;

export const giftCommunityResultSchema = z.object({
  gifted: z
    .array(z.object({ video_id: z.string(), title: z.string(), gift_token: z.string() }))
    .describe(
      'The videos this run gave a voucher, newest approval first: at most 1,000; gifted_total counts them all.',
    ),
  gifted_total: z.number().int(),
  already_gifted: z
    .array(z.object({ video_id: z.string(), title: z.string() }))
    .describe(
      'Approved videos that had a voucher already and kept it: at most 1,000; already_gifted_total counts them all.',
    ),
  already_gifted_total: z.number().int(),
});
export type GiftCommunityResult = z.infer<typeof giftCommunityResultSchema>;
