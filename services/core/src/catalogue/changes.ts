import type { Redis } from 'ioredis';
import { z } from 'zod';
import { PUBLIC_ROOM, videoPlaceSchema } from '@focustube/contracts';

/** Redis channel every API instance listens on to drop cached catalogue answers. */
export const catalogueChannel = (prefix: string) => `${prefix}:catalogue:changed`;

/** A video whose public answers changed, with the lists it is (or was) in. */
const changedVideoSchema = z.object({
  video_id: z.string().min(1),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  channel_id: z.string().nullable(),
});
export type ChangedVideo = z.infer<typeof changedVideoSchema>;

/**
 * What a catalogue change touched, as far as public answers go. Every video it names kept its category
 * across the change (or was not public before it), so the lists that show or showed it are those of its
 * `category` and `subcategory`.
 */
const catalogueChangeSchema = z.object({
  scope: z.literal(1),
  videos: z.array(changedVideoSchema),
  /** Whether videos entered or left the approved set: every list of all approved videos changed. */
  approved_set: z.boolean(),
  /** Whether published courses changed (created, edited, published, unpublished, deleted). */
  courses: z.boolean(),
});
export type CatalogueChange = z.infer<typeof catalogueChangeSchema>;

/**
 * Tells every API instance that the catalogue changed. With `change`, only the answers it touches are
 * dropped; without one (seeding, imports, category edits, anything that cannot say what it touched),
 * every cached answer is.
 */
export async function announceCatalogueChange(redis: Redis, prefix: string, change?: CatalogueChange): Promise<void> {
  await redis.publish(catalogueChannel(prefix), change ? JSON.stringify(change) : String(Date.now()));
}

/** An announcement's scope; null when it has none (or a shape this version does not know): drop everything. */
export function parseCatalogueChange(message: string): CatalogueChange | null {
  if (!message.startsWith('{')) return null;
  try {
    const parsed = catalogueChangeSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** An outbox event as the relay holds it. */
interface RelayedEvent {
  event: string;
  room: string;
  payload: unknown;
}

const statusChangeSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  video: videoPlaceSchema.extend({ video_id: z.string().min(1), channel_id: z.string().nullable() }),
  moved_from: videoPlaceSchema.optional(),
});

/**
 * What the public-room events among `events` change in the public catalogue: undefined when none is for
 * the public room (nothing public changed), null when it cannot be told (drop everything), otherwise the
 * videos and courses touched.
 *
 * A `video:changed` is scoped to the video and its lists: a change of status keeps the video's category
 * (its old place was either not public or the same list); an approved video that stays approved keeps it
 * too (a voucher attached) or names the place it left (`moved_from`), whose lists are dropped as well. A
 * `videos:changed` names ids without places: it is not scoped.
 */
export function catalogueChangeOf(events: readonly RelayedEvent[]): CatalogueChange | null | undefined {
  const change: CatalogueChange = { scope: 1, videos: [], approved_set: false, courses: false };
  let any = false;
  for (const e of events) {
    if (e.room !== PUBLIC_ROOM) continue;
    any = true;
    if (e.event === 'course:changed') {
      change.courses = true;
      continue;
    }
    if (e.event !== 'video:changed') return null;
    const parsed = statusChangeSchema.safeParse(e.payload);
    if (!parsed.success) return null;
    const { video, moved_from: movedFrom } = parsed.data;
    for (const at of movedFrom ? [video, movedFrom] : [video])
      change.videos.push({
        video_id: video.video_id,
        category: at.assigned_category,
        subcategory: at.subcategory,
        channel_id: video.channel_id,
      });
    // Entered or left the approved set, or (staying approved) changed how it shows in every list of them.
    change.approved_set = true;
  }
  return any ? change : undefined;
}
