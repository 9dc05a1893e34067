import { and, count, desc, eq, sql } from 'drizzle-orm';
import { watchedToEnd, type Progress } from '@focustube/contracts';
import { schema, startedCourses, toVideoCard, videoCardColumns, type Database } from '@focustube/core';
import { NotFoundError } from '../errors.ts';
import { msg } from '../i18n.ts';

const v = schema.videos;
const b = schema.bookmarks;
const wp = schema.watchProgress;

/** Completed at 90% watched or within the last 20 seconds. */
export function isCompleted(position: number, duration: number): boolean {
  return watchedToEnd(position, duration);
}

type ProgressRow = { positionSeconds: number; durationSeconds: number; completed: boolean; updatedAt: Date | string };

export function toProgress(videoId: string, row: ProgressRow): Progress {
  return {
    video_id: videoId,
    position_seconds: row.positionSeconds,
    duration_seconds: row.durationSeconds,
    percent: Math.min(100, Math.round((row.positionSeconds / row.durationSeconds) * 100)),
    completed: row.completed,
    // Coming back to a video that was watched to (nearly) the end starts it again.
    resume_at: isCompleted(row.positionSeconds, row.durationSeconds) ? 0 : row.positionSeconds,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** The row key of an approved video; a 404 for anything else. */
export async function approvedVideoKey(db: Database, videoId: string): Promise<number> {
  const [row] = await db
    .select({ id: v.id })
    .from(v)
    .where(and(eq(v.videoId, videoId), eq(v.status, 'approved')))
    .limit(1);
  if (!row) throw new NotFoundError(msg('catalogue.noApprovedVideo', { videoId }));
  return row.id;
}

const bookmarkColumns = { ...videoCardColumns, addedAt: b.createdAt };
const toBookmark = (r: { addedAt: Date | string } & Parameters<typeof toVideoCard>[0]) => ({
  video: toVideoCard(r),
  added_at: new Date(r.addedAt).toISOString(),
});

export async function listBookmarks(db: Database, userId: number, page: { limit: number; offset: number }) {
  const mine = and(eq(b.userId, userId), eq(v.status, 'approved'));
  const [rows, [total]] = await Promise.all([
    db
      .select(bookmarkColumns)
      .from(b)
      .innerJoin(v, eq(v.id, b.videoId))
      .where(mine)
      .orderBy(desc(b.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(b).innerJoin(v, eq(v.id, b.videoId)).where(mine),
  ]);
  return { results: rows.map(toBookmark), total: Number(total?.n ?? 0) };
}

/** Adds a bookmark (a second time changes nothing); `added` says whether it is new. */
export async function addBookmark(db: Database, userId: number, videoKey: number) {
  const inserted = await db.insert(b).values({ userId, videoId: videoKey }).onConflictDoNothing().returning();
  const [row] = await db
    .select(bookmarkColumns)
    .from(b)
    .innerJoin(v, eq(v.id, b.videoId))
    .where(and(eq(b.userId, userId), eq(b.videoId, videoKey)));
  return { added: inserted.length > 0, bookmark: toBookmark(row!) };
}

/** When the member added the video to My List, or null when it is not there. */
export async function bookmarkedAt(db: Database, userId: number, videoId: string): Promise<string | null> {
  const [row] = await db
    .select({ createdAt: b.createdAt })
    .from(b)
    .innerJoin(v, eq(v.id, b.videoId))
    .where(and(eq(b.userId, userId), eq(v.videoId, videoId)));
  return row ? new Date(row.createdAt).toISOString() : null;
}

export async function removeBookmark(db: Database, userId: number, videoId: string): Promise<void> {
  await db
    .delete(b)
    .where(and(eq(b.userId, userId), sql`${b.videoId} = (select id from videos where video_id = ${videoId})`));
}

/** Stores how far a video was watched; once completed, it stays completed even when watched again. */
export async function saveProgress(
  db: Database,
  input: { userId: number; videoKey: number; videoId: string; position: number; duration: number },
): Promise<Progress> {
  const position = Math.round(Math.min(input.position, input.duration));
  const duration = Math.round(input.duration);
  const completed = isCompleted(position, duration);
  const [row] = await db
    .insert(wp)
    .values({
      userId: input.userId,
      videoId: input.videoKey,
      positionSeconds: position,
      durationSeconds: duration,
      completed,
    })
    .onConflictDoUpdate({
      target: [wp.userId, wp.videoId],
      set: {
        positionSeconds: position,
        durationSeconds: duration,
        completed: sql`${wp.completed} or ${completed}`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return toProgress(input.videoId, row!);
}

export async function findProgress(db: Database, userId: number, videoId: string): Promise<Progress | null> {
  const [row] = await db
    .select()
    .from(wp)
    .where(and(eq(wp.userId, userId), sql`${wp.videoId} = (select id from videos where video_id = ${videoId})`));
  return row ? toProgress(videoId, row) : null;
}

/**
 * Started and completed videos as cards (no description: it is most of a video's bytes, often read from
 * TOAST), latest first, 50 of each, and how many videos are on My List: one
 * statement (each part a bounded walk of the member's progress rows, `watch_progress_user_idx`). The
 * progress columns have names of their own: the video's `durationSeconds` is the video's length, the
 * progress row's is what the player reported.
 */
async function learningItems(db: Database, userId: number) {
  const part = (completed: boolean) =>
    db
      .select({
        ...videoCardColumns,
        progress: {
          positionSeconds: wp.positionSeconds,
          durationSeconds: wp.durationSeconds,
          completed: wp.completed,
          updatedAt: wp.updatedAt,
        },
        bookmarks: sql<number>`(select count(*)::int from ${b} where ${b.userId} = ${userId})`.as('bookmarks'),
      })
      .from(wp)
      .innerJoin(v, eq(v.id, wp.videoId))
      .where(and(eq(wp.userId, userId), eq(wp.completed, completed), eq(v.status, 'approved')))
      .orderBy(desc(wp.updatedAt))
      .limit(50);
  return part(false).unionAll(part(true));
}

export async function myLearning(db: Database, userId: number) {
  const [courses, items] = await Promise.all([startedCourses(db, userId), learningItems(db, userId)]);
  const started: { video: ReturnType<typeof toVideoCard>; progress: Progress }[] = [];
  const completed: typeof started = [];
  const latest = (r: (typeof items)[number]) => new Date(r.progress.updatedAt).getTime();
  for (const r of [...items].sort((x, y) => latest(y) - latest(x)))
    (r.progress.completed ? completed : started).push({
      video: toVideoCard(r),
      progress: toProgress(r.videoId, r.progress),
    });
  // No progress at all: the count comes on its own.
  const bookmarks =
    items.length > 0
      ? Number(items[0]!.bookmarks)
      : Number((await db.select({ n: count() }).from(b).where(eq(b.userId, userId)))[0]?.n ?? 0);
  return { courses, continue_learning: started, completed, bookmarks };
}
