/**
 * Deterministic channels for the fake YouTube: real titles, descriptions and tags from the demo catalogue,
 * under new video ids, so an import of a fake channel never collides with the seeded catalogue.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export const KHAN_LIKE_CHANNEL_ID = 'UCfakeKhanAcademy00000';
export const SMALL_CHANNEL_ID = 'UCfakeSmallChannel0000';
/** A channel that never uploaded: YouTube answers its uploads playlist with 404 playlistNotFound. */
export const EMPTY_CHANNEL_ID = 'UCfakeEmptyChannel0000';

/** YouTube's standard video categories with ids up to 29, as videoCategories.list names them. */
export const YOUTUBE_CATEGORIES: { id: string; title: string; assignable: boolean }[] = [
  { id: '1', title: 'Film & Animation', assignable: true },
  { id: '2', title: 'Autos & Vehicles', assignable: true },
  { id: '10', title: 'Music', assignable: true },
  { id: '15', title: 'Pets & Animals', assignable: true },
  { id: '17', title: 'Sports', assignable: true },
  { id: '18', title: 'Short Movies', assignable: false },
  { id: '19', title: 'Travel & Events', assignable: true },
  { id: '20', title: 'Gaming', assignable: true },
  { id: '21', title: 'Videoblogging', assignable: false },
  { id: '22', title: 'People & Blogs', assignable: true },
  { id: '23', title: 'Comedy', assignable: true },
  { id: '24', title: 'Entertainment', assignable: true },
  { id: '25', title: 'News & Politics', assignable: true },
  { id: '26', title: 'Howto & Style', assignable: true },
  { id: '27', title: 'Education', assignable: true },
  { id: '28', title: 'Science & Technology', assignable: true },
  { id: '29', title: 'Nonprofits & Activism', assignable: true },
];

export interface FakeVideo {
  videoId: string;
  title: string;
  description: string;
  tags: string[];
  categoryId: string;
  publishedAt: string;
  durationSeconds: number;
  /** `private` entries stay in the uploads playlist as "Private video" and are absent from videos.list. */
  privacyStatus: 'public' | 'private';
  /** Deleted uploads stay in the playlist as "Deleted video" and are absent from videos.list. */
  deleted: boolean;
  /** Not every upload has a 1280×720 thumbnail. */
  hasMaxresThumbnail: boolean;
}

export interface FakeChannel {
  channelId: string;
  title: string;
  description: string;
  publishedAt: string;
  uploadsPlaylistId: string;
  /** The uploads playlist, newest first, hidden entries included. */
  videos: FakeVideo[];
}

export interface ChannelRecipe {
  channelId: string;
  title: string;
  /** Public videos; a private and a deleted entry are added unless `hiddenEntries` is false. */
  videoCount: number;
  categoryId?: string;
  /** Draw titles from one source of the demo catalogue (`khan-academy` or `ted`). */
  source?: string;
  hiddenEntries?: boolean;
}

interface DemoRow {
  video_id: string;
  title: string;
  description: string;
  tags: string[];
  duration_seconds: number | null;
  youtube_category_id: string | null;
  source: string;
}

const DEMO_CATALOGUE = new URL('../../services/core/seed/demo-videos.jsonl.gz', import.meta.url);
/** The newest upload of every fake channel; older ones follow a day apart. */
const NEWEST_UPLOAD = Date.UTC(2024, 5, 1, 15, 0, 0);
const DAY_MS = 86_400_000;

let demoRows: DemoRow[] | undefined;
let demoIds: Set<string> | undefined;

function demoCatalogue(): DemoRow[] {
  if (!demoRows) {
    const text = gunzipSync(readFileSync(DEMO_CATALOGUE)).toString('utf8');
    demoRows = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as DemoRow);
    demoIds = new Set(demoRows.map((row) => row.video_id));
  }
  return demoRows;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest();

/** The same 11-character id for the same seed on every run, never one of the demo catalogue's. */
function newVideoId(seed: string): string {
  demoCatalogue();
  for (let salt = 0; ; salt++) {
    const id = hashOf(`${seed}#${salt}`).toString('base64url').slice(0, 11);
    if (!demoIds!.has(id)) return id;
  }
}

/** Hidden entries sit early (first page) and mid-list, so paging must skip them on more than one page. */
function withHiddenEntries(videos: FakeVideo[], channelId: string): FakeVideo[] {
  const hidden = (kind: 'private' | 'deleted', at: number): FakeVideo => ({
    ...videos[Math.min(at, videos.length - 1)]!,
    videoId: newVideoId(`${channelId}:${kind}`),
    privacyStatus: kind === 'private' ? 'private' : 'public',
    deleted: kind === 'deleted',
  });
  const result = [...videos];
  result.splice(Math.min(2, result.length), 0, hidden('private', 2));
  result.splice(Math.min(60, result.length), 0, hidden('deleted', 59));
  return result;
}

export function makeChannel(recipe: ChannelRecipe): FakeChannel {
  const { channelId, title, videoCount, categoryId = '27', source, hiddenEntries = true } = recipe;
  const all = demoCatalogue();
  const fitting = all.filter((r) => r.youtube_category_id === categoryId && (!source || r.source === source));
  const pool = fitting.length > 0 ? fitting : all;
  const start = hashOf(channelId).readUInt32BE(0) % pool.length;
  const videos = Array.from({ length: videoCount }, (_, i): FakeVideo => {
    const row = pool[(start + i) % pool.length]!;
    return {
      videoId: newVideoId(`${channelId}:${i}`),
      title: row.title,
      description: row.description,
      // Every tenth upload has no tags, as YouTube then omits the field.
      tags: i % 10 === 9 ? [] : row.tags,
      categoryId,
      publishedAt: new Date(NEWEST_UPLOAD - i * DAY_MS).toISOString(),
      durationSeconds: row.duration_seconds ?? 60 + (i % 900),
      privacyStatus: 'public',
      deleted: false,
      hasMaxresThumbnail: i % 3 !== 2,
    };
  });
  return {
    channelId,
    title,
    description: `${title}: free lessons for everyone (a fake channel for tests and demos).`,
    publishedAt: new Date(NEWEST_UPLOAD - (videoCount + 30) * DAY_MS).toISOString(),
    // YouTube's uploads playlist id is the channel id with UU in place of UC.
    uploadsPlaylistId: `UU${channelId.slice(2)}`,
    videos: hiddenEntries && videos.length > 0 ? withHiddenEntries(videos, channelId) : videos,
  };
}

/** Whether anyone may see the video, so videos.list returns it. */
export const isPublic = (video: FakeVideo) => !video.deleted && video.privacyStatus === 'public';

/** The public uploads, newest first: what an import of the channel should bring in. */
export const publicVideos = (channel: FakeChannel) => channel.videos.filter(isPublic);

/** The fake's channels unless told otherwise: a large Khan-like one, a small one and one that never uploaded. */
export function defaultChannels(): FakeChannel[] {
  return [
    makeChannel({
      channelId: KHAN_LIKE_CHANNEL_ID,
      title: 'Khan Academy (fake)',
      videoCount: 120,
      categoryId: '27',
      source: 'khan-academy',
    }),
    makeChannel({ channelId: SMALL_CHANNEL_ID, title: 'Small Science Lab (fake)', videoCount: 3, categoryId: '28' }),
    makeChannel({ channelId: EMPTY_CHANNEL_ID, title: 'Quiet Channel (fake)', videoCount: 0 }),
  ];
}
