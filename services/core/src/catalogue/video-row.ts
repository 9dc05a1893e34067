import type { Video, VideoCard } from '@focustube/contracts';
import * as schema from '../db/schema.ts';
import { thumbnailFor } from './seed.ts';

const v = schema.videos;

/** The columns a public video payload is built from; never the gift token. */
export const publicVideoColumns = {
  id: v.id,
  videoId: v.videoId,
  title: v.title,
  description: v.description,
  channelId: v.channelId,
  channelTitle: v.channelTitle,
  thumbnailUrl: v.thumbnailUrl,
  publishedAt: v.publishedAt,
  durationSeconds: v.durationSeconds,
  assignedCategory: v.assignedCategory,
  subcategory: v.subcategory,
  youtubeCategoryName: v.youtubeCategoryName,
  tags: v.tags,
  approvedAt: v.approvedAt,
};

/** The columns a video card is built from: a public video's without the description and tags. */
export const videoCardColumns = (({ description: _d, tags: _t, ...card }) => card)(publicVideoColumns);

export type PublicVideoRow = Pick<
  typeof v.$inferSelect,
  | 'id'
  | 'videoId'
  | 'title'
  | 'description'
  | 'channelId'
  | 'channelTitle'
  | 'thumbnailUrl'
  | 'publishedAt'
  | 'durationSeconds'
  | 'assignedCategory'
  | 'subcategory'
  | 'youtubeCategoryName'
  | 'tags'
  | 'approvedAt'
>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export type VideoCardRow = Omit<PublicVideoRow, 'description' | 'tags'>;

export function toVideoCard(row: VideoCardRow): VideoCard {
  return {
    video_id: row.videoId,
    title: row.title,
    channel_id: row.channelId,
    channel_title: row.channelTitle,
    thumbnail_url: row.thumbnailUrl ?? thumbnailFor(row.videoId),
    published_at: iso(row.publishedAt),
    duration_seconds: row.durationSeconds,
    assigned_category: row.assignedCategory,
    subcategory: row.subcategory,
    category: row.youtubeCategoryName,
  };
}

export function toVideo(row: PublicVideoRow): Video {
  return { ...toVideoCard(row), description: row.description, tags: row.tags };
}
