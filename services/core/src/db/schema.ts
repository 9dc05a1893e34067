import { sql } from 'drizzle-orm';
import type { CourseAction, ModerationAction, ServerToClientEvents } from '@focustube/contracts';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });

export const videoStatus = pgEnum('video_status', ['pending', 'approved', 'removed']);
export const userRole = pgEnum('user_role', ['user', 'moderator', 'admin']);

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('user'),
    /** The language the member chose (`en`, `sw`) for the site and its mails; null follows the browser. */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_language_check', sql`${t.language} in ('en', 'sw')`),
  ],
);

/** The owning account; its personal rows go when the account is deleted. */
const userKey = () =>
  ref('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const videos = pgTable(
  'videos',
  {
    id: id(),
    videoId: varchar('video_id', { length: 11 }).notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    channelId: text('channel_id'),
    channelTitle: text('channel_title').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    youtubeCategoryId: text('youtube_category_id'),
    youtubeCategoryName: text('youtube_category_name'),
    assignedCategory: text('assigned_category'),
    subcategory: text('subcategory'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: videoStatus('status').notNull().default('pending'),
    /** When it was last approved: public lists show the newest approvals first. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    giftToken: text('gift_token'),
    suggestedBy: ref('suggested_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').notNull().default('manual'),
    /** Bumped on every change; moderators send the version they saw (DESIGN "Moderation state machine"). */
    version: integer('version').notNull().default(1),
    /** Maintained by a trigger: title weight A, category/description/tags weight B. */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('videos_video_id_key').on(t.videoId),
    index('videos_approved_feed_idx')
      .on(t.approvedAt.desc(), t.id.desc())
      .where(sql`status = 'approved'`),
    index('videos_approved_category_idx')
      .on(t.assignedCategory, t.approvedAt.desc(), t.id.desc())
      .where(sql`status = 'approved'`),
    index('videos_approved_subcategory_idx')
      .on(t.assignedCategory, t.subcategory, t.approvedAt.desc(), t.id.desc())
      .where(sql`status = 'approved'`),
    index('videos_pending_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'pending'`),
    index('videos_dustbin_idx')
      .on(t.statusChangedAt.desc(), t.id.desc())
      .where(sql`status = 'removed'`),
    index('videos_gifted_idx')
      .on(t.id)
      .where(sql`gift_token is not null`),
    index('videos_channel_idx').on(t.channelId),
    // Also videos_lesson_facts_idx (id) INCLUDE (status, video_id, duration_seconds, thumbnail_url), written in
    // migration 0007 by hand (Drizzle has no INCLUDE): course lessons read from the index alone.
  ],
);

/** The video a row is about; it goes with the video. */
const videoKey = () =>
  ref('video_id')
    .notNull()
    .references(() => videos.id, { onDelete: 'cascade' });

export const categories = pgTable(
  'categories',
  {
    /** `technology` for a category, `technology/ai-tools` for one of its subcategories. */
    key: text('key').primaryKey(),
    parentKey: text('parent_key'),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    /** The label in Kiswahili (`label` is the English one); filled from the tree by the seed. */
    labelSw: text('label_sw'),
    path: text('path').notNull(),
    /** The header menu a top-level category sits in: its own dropdown (`main`) or `more`. */
    menu: text('menu'),
    position: integer('position').notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentKey, t.position)],
);

export const youtubeCategories = pgTable('youtube_categories', {
  categoryId: text('category_id').primaryKey(),
  name: text('name').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: userKey(),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: ref('replaced_by_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: userKey(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_hash_key').on(t.tokenHash)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: userKey(),
    videoId: videoKey(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] }), index('bookmarks_user_idx').on(t.userId, t.createdAt.desc())],
);

export const watchProgress = pgTable(
  'watch_progress',
  {
    userId: userKey(),
    videoId: videoKey(),
    positionSeconds: integer('position_seconds').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    completed: boolean('completed').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index('watch_progress_user_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

export const giftClaims = pgTable(
  'gift_claims',
  {
    userId: userKey(),
    videoId: videoKey(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/** Channels registered by moderators and re-imported on a schedule. */
export const sources = pgTable(
  'sources',
  {
    id: id(),
    channelId: text('channel_id').notNull(),
    channelTitle: text('channel_title'),
    assignedCategory: text('assigned_category'),
    subcategory: text('subcategory'),
    /** Cron pattern of the refresh job; daily by default. */
    refreshPattern: text('refresh_pattern').notNull().default('0 3 * * *'),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sources_channel_key').on(t.channelId)],
);

export const moderationLog = pgTable(
  'moderation_log',
  {
    id: id(),
    videoId: videoKey(),
    actorId: ref('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ModerationAction>().notNull(),
    fromStatus: videoStatus('from_status'),
    toStatus: videoStatus('to_status'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_log_video_idx').on(t.videoId, t.createdAt.desc())],
);

/** Events written in the same transaction as the change they describe; the relay publishes them in id order. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    event: text('event').$type<keyof ServerToClientEvents>().notNull(),
    room: text('room').notNull(),
    payload: jsonb('payload').notNull(),
    /** The request (or job) that caused the event, for following one action through the logs. */
    requestId: text('request_id'),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_unpublished_idx')
      .on(t.id)
      .where(sql`published_at is null`),
  ],
);

export const courseStatus = pgEnum('course_status', ['draft', 'published']);

/** Learning paths: an ordered list of approved videos, made by moderators (DESIGN "Learning paths"). */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The cover: a chosen lesson's thumbnail, or an image URL; neither → the first lesson's thumbnail. */
    coverVideoId: ref('cover_video_id').references(() => videos.id, { onDelete: 'set null' }),
    coverImageUrl: text('cover_image_url'),
    assignedCategory: text('assigned_category'),
    subcategory: text('subcategory'),
    status: courseStatus('status').notNull().default('draft'),
    /** Bumped on every change, lessons included; editors send the version they saw and a newer one answers 409. */
    version: integer('version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: ref('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courses_slug_key').on(t.slug),
    index('courses_published_idx')
      .on(t.assignedCategory, t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'published'`),
  ],
);

/** A course's lessons in order; positions are 1..n, rewritten whole on every reorder. */
export const courseLessons = pgTable(
  'course_lessons',
  {
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    videoId: videoKey(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.videoId] }),
    index('course_lessons_order_idx').on(t.courseId, t.position),
    index('course_lessons_video_idx').on(t.videoId),
  ],
);

/** Who changed a course, how, and when; kept (with the slug) after the course is deleted. */
export const courseLog = pgTable(
  'course_log',
  {
    id: id(),
    courseId: ref('course_id').references(() => courses.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    actorId: ref('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<CourseAction>().notNull(),
    /** What changed: fields before/after, lessons added or removed, the new order. */
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('course_log_course_idx').on(t.courseId, t.createdAt.desc())],
);

/** A member's explicit "Start" of a course; watching one of its lessons starts it implicitly. */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    userId: userKey(),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('course_enrollments_course_idx').on(t.courseId)],
);

export const reportReason = pgEnum('report_reason', ['not_educational', 'wrong_category', 'unavailable', 'other']);
export const reportStatus = pgEnum('report_status', ['open', 'closed']);

/**
 * Viewers' reports on approved videos: a member's (once per video) or the player's own (YouTube errors
 * 100/101/150/153; `viewer` is a hash of who saw it, so several distinct viewers are told apart without storing them).
 */
export const videoReports = pgTable(
  'video_reports',
  {
    id: id(),
    videoId: videoKey(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `member` (the report form) or `player` (a playback error). */
    source: text('source').$type<'member' | 'player'>().notNull(),
    viewer: text('viewer'),
    reason: reportReason('reason').notNull(),
    /** The player's error code, for `source = player`. */
    errorCode: integer('error_code'),
    note: text('note'),
    status: reportStatus('status').notNull().default('open'),
    /** What the moderator did: `kept`, `moved` or `removed`. */
    resolution: text('resolution'),
    closedBy: ref('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('video_reports_member_key')
      .on(t.videoId, t.userId)
      .where(sql`source = 'member' and status = 'open'`),
    uniqueIndex('video_reports_player_key')
      .on(t.videoId, t.viewer)
      .where(sql`source = 'player' and status = 'open'`),
    index('video_reports_open_idx')
      .on(t.videoId, t.createdAt)
      .where(sql`status = 'open'`),
    index('video_reports_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * "Best First": one row per approved video, its category and subcategory kept in step with `videos` by
 * triggers (migration 0007), its score (completions and bookmarks with a prior, so a new video is not
 * buried; 0 until first scored) written only by the scheduled quality-scores job, never per request. A
 * narrow table of its own, so rewriting every score touches two small indexes, not the thirteen of `videos`.
 */
export const videoRanks = pgTable(
  'video_ranks',
  {
    videoId: ref('video_id')
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    category: text('category'),
    subcategory: text('subcategory'),
    score: doublePrecision('score').notNull().default(0),
  },
  (t) => [
    index('video_ranks_best_idx').on(t.category, t.score.desc(), t.videoId.desc()),
    // The best of every category at once (the whole site's Best First, the popular list's fill-ins).
    index('video_ranks_score_idx').on(t.score.desc(), t.videoId.desc()),
  ],
);

/** The quality-score job's inputs per video, kept for "why" and for the weekly popular list. */
export const videoStats = pgTable(
  'video_stats',
  {
    videoId: ref('video_id')
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    viewers: integer('viewers').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    bookmarks: integer('bookmarks').notNull().default(0),
    /** Members who completed it in the last 7 days, as of computed_at. */
    weeklyCompletions: integer('weekly_completions').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('video_stats_weekly_idx')
      .on(t.weeklyCompletions.desc())
      .where(sql`weekly_completions > 0`),
  ],
);
