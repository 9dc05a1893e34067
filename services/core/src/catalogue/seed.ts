import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { categories, videos, youtubeCategories } from '../db/schema.ts';
import { CATEGORY_TREE, labelFor, swahiliLabelFor } from '@focustube/contracts';

export const DEMO_CATALOGUE = fileURLToPath(new URL('../../seed/demo-videos.jsonl.gz', import.meta.url));

/** YouTube's standard video categories, so names show before the API is ever asked. */
export const YOUTUBE_CATEGORY_NAMES: Record<string, string> = {
  '1': 'Film & Animation',
  '2': 'Autos & Vehicles',
  '10': 'Music',
  '15': 'Pets & Animals',
  '17': 'Sports',
  '19': 'Travel & Events',
  '20': 'Gaming',
  '22': 'People & Blogs',
  '23': 'Comedy',
  '24': 'Entertainment',
  '25': 'News & Politics',
  '26': 'Howto & Style',
  '27': 'Education',
  '28': 'Science & Technology',
  '29': 'Nonprofits & Activism',
};

/** Upserts the menu tree; running it again changes nothing. */
export async function seedCategories(db: Database): Promise<void> {
  const rows = CATEGORY_TREE.flatMap((c, i) => [
    {
      key: c.slug,
      parentKey: null,
      slug: c.slug,
      label: c.label,
      labelSw: swahiliLabelFor(c.slug),
      path: c.path,
      menu: c.menu,
      position: i,
    },
    ...c.items.map((item, j) => ({
      key: `${c.slug}/${item}`,
      parentKey: c.slug,
      slug: item,
      label: labelFor(item),
      labelSw: swahiliLabelFor(item),
      path: `${c.path}/${item}`,
      menu: null,
      position: j,
    })),
  ]);
  await db
    .insert(categories)
    .values(rows)
    .onConflictDoUpdate({
      target: categories.key,
      set: {
        label: sql`excluded.label`,
        labelSw: sql`excluded.label_sw`,
        path: sql`excluded.path`,
        menu: sql`excluded.menu`,
        position: sql`excluded.position`,
      },
    });
  await db
    .insert(youtubeCategories)
    .values(Object.entries(YOUTUBE_CATEGORY_NAMES).map(([categoryId, name]) => ({ categoryId, name })))
    .onConflictDoNothing();
}

interface DemoVideo {
  video_id: string;
  title: string;
  description: string;
  channel_title: string;
  published_at: string | null;
  duration_seconds: number | null;
  tags: string[];
  youtube_category_id: string | null;
  source: string;
  suggested_category: string | null;
  suggested_subcategory: string | null;
}

/**
 * Where a demo video belongs. The data set's own suggestion first; then two small rules that fill
 * categories the suggestions leave empty (motivation talks, videos about the Quran, guides to learning).
 */
export function placeDemoVideo(v: DemoVideo): { category: string; subcategory: string | null } | null {
  if (v.suggested_category) return { category: v.suggested_category, subcategory: v.suggested_subcategory };
  if (/\b(quran|koran|islam)\b/i.test(v.title)) return { category: 'quran', subcategory: null };
  if (/\bhow to (learn|study)\b|\bkhan academy\b/i.test(v.title)) return { category: 'guidelines', subcategory: null };
  const words = `${v.title} ${v.tags.join(' ')}`;
  if (v.source === 'ted' && /motivat|inspir|success|happiness|purpose|passion|habit/i.test(words)) {
    return { category: 'motivation', subcategory: null };
  }
  return null;
}

const SPREAD_FROM = Date.UTC(2014, 0, 1);
const SPREAD_MS = Date.UTC(2024, 0, 1) - SPREAD_FROM;

/**
 * Undated demo videos (Khan Academy's) get a stable approval time spread over 2014–2023, so the
 * newest-first feed mixes sources instead of opening on one channel.
 */
function undatedApproval(videoId: string): Date {
  const n = createHash('sha256').update(videoId).digest().readUInt32BE(0);
  return new Date(SPREAD_FROM + Math.floor((n / 2 ** 32) * SPREAD_MS));
}

export function thumbnailFor(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

/**
 * Loads the demo catalogue: placed videos are approved under their category, the rest wait in the
 * pending queue. Existing video ids are left alone, so it can run any number of times.
 */
export async function seedDemoCatalogue(
  db: Database,
  file: string = DEMO_CATALOGUE,
): Promise<{ read: number; inserted: number; approved: number }> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let batch: (typeof videos.$inferInsert)[] = [];
  let read = 0;
  let inserted = 0;
  let approved = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const done = await db.insert(videos).values(batch).onConflictDoNothing().returning({ status: videos.status });
    inserted += done.length;
    approved += done.filter((d) => d.status === 'approved').length;
    batch = [];
  };
  for await (const line of lines) {
    if (!line.trim()) continue;
    const v = JSON.parse(line) as DemoVideo;
    read += 1;
    const place = placeDemoVideo(v);
    const publishedAt = v.published_at ? new Date(v.published_at) : null;
    batch.push({
      videoId: v.video_id,
      title: v.title,
      description: v.description ?? '',
      channelTitle: v.channel_title ?? '',
      thumbnailUrl: thumbnailFor(v.video_id),
      publishedAt,
      durationSeconds: v.duration_seconds,
      youtubeCategoryId: v.youtube_category_id,
      youtubeCategoryName: v.youtube_category_id ? (YOUTUBE_CATEGORY_NAMES[v.youtube_category_id] ?? null) : null,
      tags: v.tags ?? [],
      assignedCategory: place?.category ?? null,
      subcategory: place?.subcategory ?? null,
      status: place ? 'approved' : 'pending',
      approvedAt: place ? (publishedAt ?? undatedApproval(v.video_id)) : null,
      source: `seed:${v.source}`,
    });
    if (batch.length === 500) await flush();
  }
  await flush();
  return { read, inserted, approved };
}

export async function countVideos(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videos);
  return Number(row?.n ?? 0);
}
