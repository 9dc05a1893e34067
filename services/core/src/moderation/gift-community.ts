import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { GIFT_CODE_ALPHABET, type ModerationAction } from '@focustube/contracts';
import type { Database } from '../db/client.ts';
import { eventInsertSql, recordedInStatement, type Tx } from '../outbox.ts';
import { roomFor, type Actor } from './transition.ts';

/** A readable voucher code, `GIFT-XXXX-XXXX`, drawn with a cryptographic generator from an unambiguous alphabet. */
export function generateGiftCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)]).join('');
  return `GIFT-${group()}-${group()}`;
}

/** `count` codes, distinct from one another and from every voucher a video holds already. */
async function distinctCodes(tx: Tx, count: number): Promise<string[]> {
  const codes = new Set<string>();
  for (;;) {
    while (codes.size < count) codes.add(generateGiftCode());
    const taken = await tx.execute(
      sql`select gift_token from videos where gift_token in (select jsonb_array_elements_text(${JSON.stringify([...codes])}::jsonb))`,
    );
    const rows = (taken as unknown as { rows: { gift_token: string }[] }).rows;
    if (rows.length === 0) return [...codes];
    for (const { gift_token } of rows) codes.delete(gift_token);
  }
}

export interface GiftedVideo {
  video_id: string;
  title: string;
  gift_token: string;
}

/**
 * One batch of Gift community: up to `limit` approved videos that hold no voucher, oldest approval first
 * (so the newest approvals, gifted last, lead the newest-voucher-first gifts page), each given `giftToken` or, without one, its own generated code. Single voucher's rules: the same
 * `assign_gift` log row per video and a version bump, plus ONE `videos:changed` event (approved → approved)
 * listing the batch, all in one transaction. A video that has a voucher keeps it; rows another transaction
 * holds are skipped, never waited for. Returns what it gifted, newest approval first; none when nothing was left.
 */
export async function giftCommunityBatch(
  db: Database,
  input: { actor: Actor; limit: number; giftToken?: string },
): Promise<GiftedVideo[]> {
  const { actor } = input;
  return db.transaction(async (tx) => {
    const picked = await tx.execute(sql`
      select id from videos where status = 'approved' and gift_token is null
      order by approved_at, id limit ${input.limit} for update skip locked`);
    const ids = (picked as unknown as { rows: { id: string | number }[] }).rows.map((r) => String(r.id));
    if (ids.length === 0) return [];
    const codes = input.giftToken ? ids.map(() => input.giftToken!) : await distinctCodes(tx, ids.length);
    const given = JSON.stringify(ids.map((id, i) => ({ id, gift_token: codes[i] })));
    const event = eventInsertSql(
      'videos:changed',
      roomFor('approved', 'approved'),
      {
        video_ids: sql`jsonb_agg(video_id)`,
        from: sql`'approved'::text`,
        to: sql`'approved'::text`,
        actor: sql`${actor.username}::text`,
      },
      sql`from gifted having count(*) > 0`,
    );
    const result = await tx.execute(sql`
      with given as (select * from jsonb_to_recordset(${given}::jsonb) as g(id bigint, gift_token text)),
      gifted as (
        update videos set gift_token = given.gift_token, version = videos.version + 1, updated_at = now()
        from given where videos.id = given.id and videos.status = 'approved' and videos.gift_token is null
        returning videos.id, videos.video_id, videos.title, videos.gift_token, videos.approved_at),
      logged as (
        insert into moderation_log (video_id, actor_id, action, from_status, to_status)
        select id, ${actor.id}::bigint, ${'assign_gift' satisfies ModerationAction}::text, 'approved', 'approved' from gifted),
      event as (${event})
      select video_id, title, gift_token from gifted order by approved_at desc, id desc`);
    const gifted = (result as unknown as { rows: GiftedVideo[] }).rows;
    if (gifted.length > 0) await recordedInStatement(tx);
    return gifted;
  });
}
