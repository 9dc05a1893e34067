import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { createCourse } from './write.ts';

/** Published demo courses made of the demo catalogue's approved videos, so a fresh install shows courses. */
export const DEMO_COURSES = [
  {
    slug: 'learn-english-basics',
    title: 'Learn English basics',
    description:
      'Why learning a language is worth it, how English grew, and how new words are born: five short talks to start with.',
    assignedCategory: 'languages',
    subcategory: 'english',
    videoIds: ['VQRjouwKDlU', 'Z5TUpNZqjM8', 'pMUv6UWkuWw', 'esD6aaIjhek', '-vqV-gHa2FE'],
  },
  {
    slug: 'start-programming',
    title: 'Start programming',
    description:
      'From the birth of the computer to writing your own code: why coding is for everyone and how programmers think.',
    assignedCategory: 'technology',
    subcategory: 'programming',
    videoIds: ['EF692dBzWAs', 'Ok6LbV6bqaE', 'vcxwcWuq7KQ', 'o8NPllzkFhE', 'YDvbDiJZpy0'],
  },
  {
    slug: 'learning-how-to-learn',
    title: 'Learning how to learn',
    description: 'Creativity, flow and quick mental arithmetic: four talks on how people learn well.',
    assignedCategory: 'mindset',
    subcategory: 'learning',
    videoIds: ['iG9CE55wbtY', 'fXIeFJCqsPs', 'M4vqr3_ROIk', '9FBxfd7DL3E'],
  },
] as const;

/**
 * Writes the demo courses through the course writer (history rows included) unless their address is already
 * used; lessons that are not approved in this catalogue are left out, and a course with none is skipped.
 * Their events are marked as sent: nobody is listening while a database is prepared.
 */
export async function seedDemoCourses(db: Database): Promise<{ created: number }> {
  const created: string[] = [];
  for (const demo of DEMO_COURSES) {
    const [exists] = await db
      .select({ id: schema.courses.id })
      .from(schema.courses)
      .where(eq(schema.courses.slug, demo.slug));
    if (exists) continue;
    const approved = await db
      .select({ videoId: schema.videos.videoId })
      .from(schema.videos)
      .where(and(inArray(schema.videos.videoId, [...demo.videoIds]), eq(schema.videos.status, 'approved')));
    const usable = new Set(approved.map((r) => r.videoId));
    const videoIds = demo.videoIds.filter((id) => usable.has(id));
    if (videoIds.length === 0) continue;
    const result = await createCourse(db, {
      ...demo,
      videoIds,
      status: 'published',
      actor: { id: null, username: null },
    });
    if (result.outcome === 'done') created.push(result.course.slug);
  }
  if (created.length > 0) {
    await db
      .update(schema.outbox)
      .set({ publishedAt: new Date() })
      .where(
        and(
          eq(schema.outbox.event, 'course:changed'),
          isNull(schema.outbox.publishedAt),
          inArray(sql`${schema.outbox.payload}->>'slug'`, created),
        ),
      );
  }
  return { created: created.length };
}
