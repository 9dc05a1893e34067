import { youtube, type youtube_v3 } from '@googleapis/youtube';
import { CHANNEL_IMPORT_MAX } from '@focustube/contracts';
import { thumbnailFor } from '../catalogue/seed.ts';
import { parseIsoDuration } from './duration.ts';
import { isHttpFailure, toYouTubeError, YouTubeNotFoundError, YouTubeRequestError } from './errors.ts';

export const DEFAULT_YOUTUBE_API_URL = 'https://www.googleapis.com/';
/** The most YouTube returns per list call, and the most ids one videos.list call accepts. */
const PAGE_SIZE = 50;
/** A job waiting on a silent socket holds a worker slot; better to fail and let BullMQ retry. */
const REQUEST_TIMEOUT_MS = 15_000;

export interface YouTubeChannel {
  channelId: string;
  title: string;
  uploadsPlaylistId: string;
}

export interface YouTubeVideo {
  videoId: string;
  title: string;
  description: string;
  channelId: string;
  channelTitle: string;
  /** ISO 8601, e.g. 2024-05-31T12:00:00.000Z. */
  publishedAt: string | null;
  thumbnailUrl: string;
  tags: string[];
  categoryId: string | null;
  durationSeconds: number | null;
  /** public, unlisted or private. */
  privacyStatus: string | null;
}

export interface YouTubeClientOptions {
  /** YOUTUBE_API_KEY; without one every call fails with a YouTubeRequestError saying so. */
  apiKey: string | undefined;
  /** YOUTUBE_API_URL, the Data API root; requests go to `{apiUrl}youtube/v3/{resource}`. */
  apiUrl?: string;
  timeoutMs?: number;
}

export interface YouTubeClient {
  /** Throws YouTubeNotFoundError for an unknown channel. */
  getChannel(channelId: string): Promise<YouTubeChannel>;
  /** Up to `maxResults` (1–500) public video ids of the channel's uploads, newest first. */
  listChannelVideoIds(channelId: string, maxResults: number): Promise<string[]>;
  /** Details of the ids YouTube knows, in the order asked; private, deleted and wrong ids are absent. */
  getVideos(videoIds: readonly string[]): Promise<YouTubeVideo[]>;
  getVideoCategoryName(categoryId: string): Promise<string | null>;
  /** Every video category YouTube lists for a region (about thirty), name by id, in one request. */
  listVideoCategories(regionCode?: string): Promise<Map<string, string>>;
  /** Throws YouTubeNotFoundError for an unknown, private or deleted video. */
  getChannelIdOfVideo(videoId: string): Promise<string>;
}

/** Playlist entries YouTube keeps in place of videos that are gone or hidden from us. */
const HIDDEN_ENTRY_TITLES = new Set(['Private video', 'Deleted video']);

/**
 * The one way FocusTube talks to the YouTube Data API v3, through Google's own client. Every failure
 * surfaces as a YouTubeError (see errors.ts) whose `retryable` the calling job acts on.
 */
export function createYouTubeClient({
  apiKey,
  apiUrl = DEFAULT_YOUTUBE_API_URL,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: YouTubeClientOptions): YouTubeClient {
  // No library retries: BullMQ retries the whole job with backoff, and a quota error will not heal in seconds.
  const api = youtube({ version: 'v3', auth: apiKey, retry: false, timeout: timeoutMs });
  // Given per call rather than above: googleapis-common keeps only the origin of a global rootUrl,
  // which would drop a path such as a proxy prefix from YOUTUBE_API_URL.
  const where = { rootUrl: apiUrl };

  async function ask<T>(request: () => Promise<{ data: T }>): Promise<T> {
    if (!apiKey) {
      throw new YouTubeRequestError(
        'No YouTube API key is set (YOUTUBE_API_KEY); an administrator has to add one before videos can be imported.',
      );
    }
    try {
      return (await request()).data;
    } catch (error) {
      throw isHttpFailure(error) ? toYouTubeError(error) : error;
    }
  }

  async function getChannel(channelId: string): Promise<YouTubeChannel> {
    const page = await ask(() => api.channels.list({ part: ['snippet', 'contentDetails'], id: [channelId] }, where));
    // YouTube answers an unknown channel with 200 and no items.
    const channel = page.items?.[0];
    const uploadsPlaylistId = channel?.contentDetails?.relatedPlaylists?.uploads;
    if (!channel?.id || !uploadsPlaylistId) {
      throw new YouTubeNotFoundError(`YouTube has no channel with id ${channelId}.`);
    }
    return { channelId: channel.id, title: channel.snippet?.title ?? '', uploadsPlaylistId };
  }

  async function listChannelVideoIds(channelId: string, maxResults: number): Promise<string[]> {
    if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > CHANNEL_IMPORT_MAX) {
      throw new RangeError(`maxResults must be a whole number from 1 to ${CHANNEL_IMPORT_MAX}.`);
    }
    const { uploadsPlaylistId } = await getChannel(channelId);
    const ids = new Set<string>();
    let pageToken: string | undefined;
    do {
      const request = { part: ['snippet', 'status'], playlistId: uploadsPlaylistId, maxResults: PAGE_SIZE, pageToken };
      const page = await ask(() => api.playlistItems.list(request, where)).catch((error: unknown) => {
        // A channel that never uploaded has no uploads playlist, and YouTube answers 404 playlistNotFound.
        if (error instanceof YouTubeNotFoundError && pageToken === undefined) return { items: [], nextPageToken: null };
        throw error;
      });
      // The uploads playlist lists newest first, so keeping YouTube's order keeps the newest.
      for (const item of page.items ?? []) {
        const videoId = item.snippet?.resourceId?.videoId;
        if (videoId && isVisible(item)) ids.add(videoId);
        if (ids.size === maxResults) return [...ids];
      }
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
    return [...ids];
  }

  async function getVideos(videoIds: readonly string[]): Promise<YouTubeVideo[]> {
    const wanted = [...new Set(videoIds)];
    const found = new Map<string, YouTubeVideo>();
    for (let start = 0; start < wanted.length; start += PAGE_SIZE) {
      const id = wanted.slice(start, start + PAGE_SIZE);
      const page = await ask(() => api.videos.list({ part: ['snippet', 'contentDetails', 'status'], id }, where));
      for (const item of page.items ?? []) {
        const video = toVideo(item);
        if (video) found.set(video.videoId, video);
      }
    }
    return wanted.flatMap((id) => found.get(id) ?? []);
  }

  async function getVideoCategoryName(categoryId: string): Promise<string | null> {
    const page = await ask(() => api.videoCategories.list({ part: ['snippet'], id: [categoryId] }, where));
    return page.items?.[0]?.snippet?.title ?? null;
  }

  async function listVideoCategories(regionCode = 'US'): Promise<Map<string, string>> {
    const page = await ask(() => api.videoCategories.list({ part: ['snippet'], regionCode }, where));
    return new Map(
      (page.items ?? []).flatMap((item) => (item.id && item.snippet?.title ? [[item.id, item.snippet.title]] : [])),
    );
  }

  async function getChannelIdOfVideo(videoId: string): Promise<string> {
    const page = await ask(() => api.videos.list({ part: ['snippet'], id: [videoId] }, where));
    const channelId = page.items?.[0]?.snippet?.channelId;
    if (!channelId) {
      throw new YouTubeNotFoundError(
        `YouTube has no public video with id ${videoId}; it may be private, deleted or mistyped.`,
      );
    }
    return channelId;
  }

  return {
    getChannel,
    listChannelVideoIds,
    getVideos,
    getVideoCategoryName,
    listVideoCategories,
    getChannelIdOfVideo,
  };
}

function isVisible(item: youtube_v3.Schema$PlaylistItem): boolean {
  return !HIDDEN_ENTRY_TITLES.has(item.snippet?.title ?? '') && item.status?.privacyStatus !== 'private';
}

/** A video as FocusTube can show it; none for a private one (it plays for its owner only), as for one YouTube does not have. */
function toVideo(item: youtube_v3.Schema$Video): YouTubeVideo | null {
  const { id, snippet, contentDetails, status } = item;
  if (!id || !snippet || status?.privacyStatus === 'private') return null;
  const { maxres, standard, high, medium, default: smallest } = snippet.thumbnails ?? {};
  return {
    videoId: id,
    title: snippet.title ?? '',
    description: snippet.description ?? '',
    channelId: snippet.channelId ?? '',
    channelTitle: snippet.channelTitle ?? '',
    publishedAt: snippet.publishedAt ? new Date(snippet.publishedAt).toISOString() : null,
    thumbnailUrl: (maxres ?? standard ?? high ?? medium ?? smallest)?.url ?? thumbnailFor(id),
    tags: snippet.tags ?? [],
    categoryId: snippet.categoryId ?? null,
    durationSeconds: parseIsoDuration(contentDetails?.duration),
    privacyStatus: status?.privacyStatus ?? null,
  };
}
