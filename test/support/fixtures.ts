import { randomBytes } from 'node:crypto';
import { schema, type Database, type YouTubeVideo } from '@focustube/core';

/** A well-formed, unused 11-character video id. */
export const newVideoId = () => randomBytes(9).toString('base64url').slice(0, 11);

/** A video as the YouTube client answers it (for the writers that import from YouTube), with a new id. */
export const youtubeVideo = (fields: Partial<YouTubeVideo> = {}): YouTubeVideo => ({
  videoId: newVideoId(),
  title: 'Imported lesson',
  description: '',
  channelId: 'UCfixtureChannel000000',
  channelTitle: 'Fixture channel',
  publishedAt: null,
  thumbnailUrl: '',
  tags: [],
  categoryId: '28',
  durationSeconds: 60,
  privacyStatus: 'public',
  ...fields,
});

export type VideoFixture = Partial<typeof schema.videos.$inferInsert>;

/** Inserts videos with sensible defaults (approved, now); returns their video ids in the given order. */
export async function insertVideos(db: Database, fixtures: VideoFixture[]): Promise<string[]> {
  const rows = fixtures.map((f) => ({
    videoId: newVideoId(),
    title: 'Fixture video',
    channelTitle: 'Fixture channel',
    status: 'approved' as const,
    approvedAt: new Date(),
    source: 'test',
    ...f,
  }));
  await db.insert(schema.videos).values(rows);
  return rows.map((r) => r.videoId);
}
