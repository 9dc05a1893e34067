import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { MODERATION_ROOM, PUBLIC_ROOM, type CourseAction, type CourseStatus } from '@focustube/contracts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { outboxEvent, recordEvents, type Tx } from '../outbox.ts';
import type { Actor } from '../moderation/transition.ts';
import { readCourse, toCourseSummary, type CourseRecord } from './read.ts';
import { firstFreeSlug, slugFromTitle } from './slug.ts';

const c = schema.courses;
const l = schema.courseLessons;
const v = schema.videos;

/**
 * The one writer of courses (DESIGN "Learning paths"): every change is one transaction guarded by the
 * version the editor saw, bumps the version, and commits with its `course_log` row and a `course:changed`
 * event in the outbox. A stale version changes nothing and says who changed the course last, and when.
 */

export interface CourseConflict {
  version: number;
  actor: string | null;
  at: string | null;
  /** The course's address now, when it was renamed since the editor loaded it. */
  slug?: string;
}

export type CourseWriteOutcome =
  | { outcome: 'done'; course: CourseRecord; changed: boolean }
  | { outcome: 'not_found' }
  | { outcome: 'conflict'; current: CourseConflict }
  | { outcome: 'slug_taken'; slug: string }
  | { outcome: 'invalid'; field: string; message: string };

export type CourseDeleteOutcome = Exclude<CourseWriteOutcome, { outcome: 'done' }> | { outcome: 'done' };

export interface CourseFields {
  title?: string;
  slug?: string;
  description?: string;
  assignedCategory?: string | null;
  subcategory?: string | null;
  /** A YouTube video id; null clears it. */
  coverVideoId?: string | null;
  coverImageUrl?: string | null;
  status?: CourseStatus;
}

/** Thrown inside a transaction to roll it back with an answer for the editor. */
class Refused extends Error {
  constructor(readonly outcome: Exclude<CourseWriteOutcome, { outcome: 'done' }>) {
    super(outcome.outcome);
  }
}

const invalid = (field: string, message: string) => new Refused({ outcome: 'invalid', field, message });

/** The unique index a failed statement ran into, if that is why it failed. */
function violatedUniqueIndex(error: unknown): string | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? 'unique';
  }
  return null;
}

/** Runs a change; a refusal or a slug taken by a concurrent writer comes back as an outcome, with nothing written. */
async function attempt<T>(
  db: Database,
  slug: string | undefined,
  change: (tx: Tx) => Promise<T>,
): Promise<T | Exclude<CourseWriteOutcome, { outcome: 'done' }>> {
  try {
    return await db.transaction(change);
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    if (violatedUniqueIndex(error) === 'courses_slug_key') return { outcome: 'slug_taken', slug: slug ?? '' };
    throw error;
  }
}

/** The latest change of a course: who made it and when, for 409 answers. */
export async function lastCourseChange(db: Tx, courseId: number): Promise<{ actor: string | null; at: string | null }> {
  const [last] = await db
    .select({ actor: schema.users.username, at: schema.courseLog.createdAt })
    .from(schema.courseLog)
    .leftJoin(schema.users, eq(schema.users.id, schema.courseLog.actorId))
    .where(eq(schema.courseLog.courseId, courseId))
    .orderBy(desc(schema.courseLog.id))
    .limit(1);
  return { actor: last?.actor ?? null, at: last ? new Date(last.at).toISOString() : null };
}

/**
 * A course that had this address until someone renamed it: an editor still holding the old address
 * hears who renamed it and where it is now, rather than that there is no such course.
 */
async function renamedFrom(tx: Tx, slug: string): Promise<CourseConflict | null> {
  const log = schema.courseLog;
  const [last] = await tx
    .select({ courseId: log.courseId })
    .from(log)
    .where(and(sql`${log.courseId} is not null`, sql`${log.detail}->'changes'->'slug'->>'from' = ${slug}`))
    .orderBy(desc(log.id))
    .limit(1);
  if (!last?.courseId) return null;
  const [course] = await tx.select({ slug: c.slug, version: c.version }).from(c).where(eq(c.id, last.courseId));
  if (!course || course.slug === slug) return null;
  return { version: course.version, slug: course.slug, ...(await lastCourseChange(tx, last.courseId)) };
}

/** Locks the course for this transaction, if it exists and is still at the version the editor saw. */
async function lockCourse(tx: Tx, slug: string, version: number) {
  const [row] = await tx.select().from(c).where(eq(c.slug, slug)).for('update');
  if (!row) {
    const renamed = await renamedFrom(tx, slug);
    throw new Refused(renamed ? { outcome: 'conflict', current: renamed } : { outcome: 'not_found' });
  }
  if (row.version !== version) {
    throw new Refused({
      outcome: 'conflict',
      current: { version: row.version, ...(await lastCourseChange(tx, row.id)) },
    });
  }
  return row;
}

/** Video rows by YouTube id; an id no row has is refused, naming it. */
async function videosById(tx: Tx, ids: string[], field: string) {
  if (ids.length === 0) return new Map<string, { id: number; status: string }>();
  const rows = await tx
    .select({ id: v.id, videoId: v.videoId, status: v.status })
    .from(v)
    .where(inArray(v.videoId, [...new Set(ids)]));
  const found = new Map(rows.map((r) => [r.videoId, { id: r.id, status: r.status }]));
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw invalid(field, `There is no video with the id "${missing}".`);
  return found;
}

const NOT_APPROVED: Record<string, string> = { pending: 'still waiting for review', removed: 'removed' };

/** Only approved videos join a course: `adding` are the ids new to it. */
function refuseUnapproved(found: Map<string, { status: string }>, adding: string[], field: string) {
  const bad = adding.find((id) => found.get(id)!.status !== 'approved');
  if (bad) {
    const status = found.get(bad)!.status;
    throw invalid(
      field,
      `Only approved videos can be added to a course: "${bad}" is ${NOT_APPROVED[status] ?? status}.`,
    );
  }
}

/** A free address: the one asked for (taken → refused), or one made from the title (taken → `-2`, `-3`…). */
async function freeSlug(tx: Tx, title: string, asked: string | undefined, exceptId?: number): Promise<string> {
  const others = (slugs: SQL | undefined) =>
    tx
      .select({ slug: c.slug })
      .from(c)
      .where(exceptId === undefined ? slugs : and(slugs, sql`${c.id} <> ${exceptId}`));
  if (asked) {
    if ((await others(eq(c.slug, asked))).length > 0) throw new Refused({ outcome: 'slug_taken', slug: asked });
    return asked;
  }
  const base = slugFromTitle(title);
  const taken = await others(or(eq(c.slug, base), like(c.slug, `${base}-%`)));
  return firstFreeSlug(base, new Set(taken.map((r) => r.slug)));
}

/** Who hears of a change: everyone when the course is or was public, else moderators only. */
const roomFor = (...statuses: (CourseStatus | null)[]) =>
  statuses.includes('published') ? PUBLIC_ROOM : MODERATION_ROOM;

async function log(
  tx: Tx,
  course: { id: number | null; slug: string },
  actor: Actor,
  action: CourseAction,
  detail: unknown,
) {
  await tx
    .insert(schema.courseLog)
    .values({ courseId: course.id, slug: course.slug, actorId: actor.id, action, detail });
}

async function announce(
  tx: Tx,
  course: CourseRecord,
  input: { action: CourseAction; actor: Actor; before: CourseStatus | null; previousSlug?: string },
) {
  await recordEvents(tx, [
    outboxEvent('course:changed', roomFor(input.before, course.status), {
      slug: course.slug,
      ...(input.previousSlug && input.previousSlug !== course.slug ? { previous_slug: input.previousSlug } : {}),
      action: input.action,
      status: course.status,
      version: course.version,
      actor: input.actor.username,
      course: toCourseSummary(course),
    }),
  ]);
}

const current = async (tx: Tx, id: number) => (await readCourse(tx, sql`c.id = ${id}`))!;

/** Publishing needs a lesson a viewer can watch. */
async function refuseEmptyPublish(tx: Tx, courseId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(l)
    .innerJoin(v, eq(v.id, l.videoId))
    .where(and(eq(l.courseId, courseId), eq(v.status, 'approved')));
  if (!row || row.n === 0)
    throw invalid('status', 'Add at least one approved video to the course before publishing it.');
}

/** Creates a course (a draft unless `status` says otherwise) with its lessons in order. */
export async function createCourse(
  db: Database,
  input: {
    title: string;
    slug?: string;
    description?: string;
    assignedCategory?: string | null;
    subcategory?: string | null;
    coverVideoId?: string | null;
    coverImageUrl?: string | null;
    videoIds?: string[];
    status?: CourseStatus;
    actor: Actor;
  },
): Promise<CourseWriteOutcome> {
  return attempt(db, input.slug, async (tx) => {
    const videoIds = input.videoIds ?? [];
    if (new Set(videoIds).size !== videoIds.length)
      throw invalid('video_ids', 'A video can be a lesson only once in a course.');
    const found = await videosById(tx, [...videoIds, ...(input.coverVideoId ? [input.coverVideoId] : [])], 'video_ids');
    refuseUnapproved(found, videoIds, 'video_ids');
    if (input.coverVideoId) refuseUnapproved(found, [input.coverVideoId], 'cover_video_id');
    const slug = await freeSlug(tx, input.title, input.slug);
    const status = input.status ?? 'draft';
    const [row] = await tx
      .insert(c)
      .values({
        slug,
        title: input.title,
        description: input.description ?? '',
        assignedCategory: input.assignedCategory ?? null,
        subcategory: input.subcategory ?? null,
        coverVideoId: input.coverVideoId ? found.get(input.coverVideoId)!.id : null,
        coverImageUrl: input.coverImageUrl ?? null,
        status,
        publishedAt: status === 'published' ? sql`now()` : null,
        createdBy: input.actor.id,
        updatedBy: input.actor.id,
      })
      .returning({ id: c.id });
    const id = row!.id;
    if (videoIds.length > 0)
      await tx
        .insert(l)
        .values(videoIds.map((videoId, i) => ({ courseId: id, videoId: found.get(videoId)!.id, position: i + 1 })));
    if (status === 'published') await refuseEmptyPublish(tx, id);
    await log(tx, { id, slug }, input.actor, 'create', {
      fields: {
        title: input.title,
        slug,
        description: input.description ?? '',
        assigned_category: input.assignedCategory ?? null,
        subcategory: input.subcategory ?? null,
        cover_video_id: input.coverVideoId ?? null,
        cover_image_url: input.coverImageUrl ?? null,
        status,
      },
      lessons: videoIds,
    });
    const course = await current(tx, id);
    await announce(tx, course, { action: 'create', actor: input.actor, before: null });
    return { outcome: 'done' as const, course, changed: true };
  });
}

/** Edits a course's fields and status (publish, unpublish); `publishedAt` is set on its first publication. */
export async function updateCourse(
  db: Database,
  input: { slug: string; version: number; changes: CourseFields; actor: Actor },
): Promise<CourseWriteOutcome> {
  return attempt(db, input.changes.slug, async (tx) => {
    const row = await lockCourse(tx, input.slug, input.version);
    const wanted = input.changes;
    const before: Record<string, unknown> = {
      title: row.title,
      slug: row.slug,
      description: row.description,
      assigned_category: row.assignedCategory,
      subcategory: row.subcategory,
      cover_video_id: null as string | null,
      cover_image_url: row.coverImageUrl,
      status: row.status,
    };
    if (row.coverVideoId !== null) {
      const [cover] = await tx.select({ videoId: v.videoId }).from(v).where(eq(v.id, row.coverVideoId));
      before.cover_video_id = cover?.videoId ?? null;
    }
    const after: Record<string, unknown> = {
      title: wanted.title,
      slug: wanted.slug,
      description: wanted.description,
      assigned_category: wanted.assignedCategory,
      subcategory: wanted.subcategory,
      cover_video_id: wanted.coverVideoId,
      cover_image_url: wanted.coverImageUrl,
      status: wanted.status,
    };
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [field, to] of Object.entries(after)) {
      if (to !== undefined && to !== before[field]) changes[field] = { from: before[field], to };
    }
    if (Object.keys(changes).length === 0)
      return { outcome: 'done' as const, course: await current(tx, row.id), changed: false };

    let coverKey: number | null | undefined;
    if (changes.cover_video_id) {
      const id = wanted.coverVideoId ?? null;
      if (id === null) coverKey = null;
      else {
        const found = await videosById(tx, [id], 'cover_video_id');
        refuseUnapproved(found, [id], 'cover_video_id');
        coverKey = found.get(id)!.id;
      }
    }
    const slug = changes.slug ? await freeSlug(tx, row.title, wanted.slug, row.id) : row.slug;
    const status = wanted.status ?? row.status;
    if (changes.status && status === 'published') await refuseEmptyPublish(tx, row.id);
    await tx
      .update(c)
      .set({
        ...(changes.title ? { title: wanted.title } : {}),
        ...(changes.slug ? { slug } : {}),
        ...(changes.description ? { description: wanted.description } : {}),
        ...(changes.assigned_category ? { assignedCategory: wanted.assignedCategory } : {}),
        ...(changes.subcategory ? { subcategory: wanted.subcategory } : {}),
        ...(coverKey !== undefined ? { coverVideoId: coverKey } : {}),
        ...(changes.cover_image_url ? { coverImageUrl: wanted.coverImageUrl } : {}),
        ...(changes.status ? { status } : {}),
        ...(status === 'published' && row.publishedAt === null ? { publishedAt: sql`now()` } : {}),
        version: sql`${c.version} + 1`,
        updatedBy: input.actor.id,
        updatedAt: sql`now()`,
      })
      .where(eq(c.id, row.id));
    const action: CourseAction = !changes.status ? 'update' : status === 'published' ? 'publish' : 'unpublish';
    await log(tx, { id: row.id, slug }, input.actor, action, { changes });
    const course = await current(tx, row.id);
    await announce(tx, course, { action, actor: input.actor, before: row.status, previousSlug: row.slug });
    return { outcome: 'done' as const, course, changed: true };
  });
}

/**
 * Sets the whole ordered list of lessons: adding, removing and reordering are one call. Only approved
 * videos may be added; a lesson already in the course whose video was removed since may stay (hidden from
 * viewers) or go.
 */
export async function setCourseLessons(
  db: Database,
  input: { slug: string; version: number; videoIds: string[]; actor: Actor },
): Promise<CourseWriteOutcome> {
  return attempt(db, undefined, async (tx) => {
    const row = await lockCourse(tx, input.slug, input.version);
    const { videoIds } = input;
    if (new Set(videoIds).size !== videoIds.length)
      throw invalid('video_ids', 'A video can be a lesson only once in a course.');
    const old = await tx
      .select({ videoId: v.videoId })
      .from(l)
      .innerJoin(v, eq(v.id, l.videoId))
      .where(eq(l.courseId, row.id))
      .orderBy(asc(l.position));
    const before = old.map((r) => r.videoId);
    const had = new Set(before);
    const added = videoIds.filter((id) => !had.has(id));
    const keeping = new Set(videoIds);
    const removed = before.filter((id) => !keeping.has(id));
    if (added.length === 0 && removed.length === 0 && before.every((id, i) => videoIds[i] === id))
      return { outcome: 'done' as const, course: await current(tx, row.id), changed: false };
    const found = await videosById(tx, videoIds, 'video_ids');
    refuseUnapproved(found, added, 'video_ids');
    await tx.delete(l).where(eq(l.courseId, row.id));
    if (videoIds.length > 0)
      await tx
        .insert(l)
        .values(videoIds.map((id, i) => ({ courseId: row.id, videoId: found.get(id)!.id, position: i + 1 })));
    if (row.status === 'published' && videoIds.every((id) => found.get(id)!.status !== 'approved'))
      throw invalid(
        'video_ids',
        'A published course needs at least one approved lesson: unpublish it first to empty it.',
      );
    await tx
      .update(c)
      .set({ version: sql`${c.version} + 1`, updatedBy: input.actor.id, updatedAt: sql`now()` })
      .where(eq(c.id, row.id));
    await log(tx, row, input.actor, 'lessons', { added, removed, order: videoIds });
    const course = await current(tx, row.id);
    await announce(tx, course, { action: 'lessons', actor: input.actor, before: row.status });
    return { outcome: 'done' as const, course, changed: true };
  });
}

/** Deletes a course; its history stays (by slug), its lessons and members' starts go with it. */
export async function deleteCourse(
  db: Database,
  input: { slug: string; version: number; actor: Actor },
): Promise<CourseDeleteOutcome> {
  return attempt(db, undefined, async (tx) => {
    const row = await lockCourse(tx, input.slug, input.version);
    const course = await current(tx, row.id);
    const lessons = await tx
      .select({ videoId: v.videoId })
      .from(l)
      .innerJoin(v, eq(v.id, l.videoId))
      .where(eq(l.courseId, row.id))
      .orderBy(asc(l.position));
    await log(tx, row, input.actor, 'delete', {
      title: row.title,
      status: row.status,
      lessons: lessons.map((r) => r.videoId),
    });
    await tx.delete(c).where(eq(c.id, row.id));
    await recordEvents(tx, [
      outboxEvent('course:changed', roomFor(row.status), {
        slug: row.slug,
        action: 'delete',
        status: null,
        version: course.version + 1,
        actor: input.actor.username,
      }),
    ]);
    return { outcome: 'done' as const };
  });
}
