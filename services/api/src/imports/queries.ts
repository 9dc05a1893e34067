import { asc, eq } from 'drizzle-orm';
import type { Source } from '@focustube/contracts';
import { schema, type Database, type Tx } from '@focustube/core';

const s = schema.sources;

export function toSource(r: typeof s.$inferSelect): Source {
  return {
    id: r.id,
    channel_id: r.channelId,
    channel_title: r.channelTitle,
    assigned_category: r.assignedCategory,
    subcategory: r.subcategory,
    refresh_pattern: r.refreshPattern,
    last_refreshed_at: r.lastRefreshedAt ? new Date(r.lastRefreshedAt).toISOString() : null,
    created_at: new Date(r.createdAt).toISOString(),
  };
}

export async function listSources(db: Database): Promise<Source[]> {
  return (await db.select().from(s).orderBy(asc(s.id))).map(toSource);
}

/** Null when the channel is registered already. */
export async function insertSource(tx: Tx, values: typeof s.$inferInsert) {
  const [row] = await tx.insert(s).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateSource(tx: Tx, id: number, changes: Partial<typeof s.$inferInsert>) {
  const [row] = await tx.update(s).set(changes).where(eq(s.id, id)).returning();
  return row ?? null;
}

export async function deleteSource(db: Database, id: number): Promise<boolean> {
  return (await db.delete(s).where(eq(s.id, id)).returning({ id: s.id })).length > 0;
}

/** The status of a video FocusTube already has, or null. */
export async function videoStatus(db: Database, videoId: string) {
  const [row] = await db
    .select({ status: schema.videos.status })
    .from(schema.videos)
    .where(eq(schema.videos.videoId, videoId));
  return row?.status ?? null;
}
