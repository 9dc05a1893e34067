/**
 * A local stand-in for the YouTube Data API v3, so tests and demos import channels without the internet.
 * It answers the four list calls FocusTube's client makes with Google's response and error shapes, and
 * behaves as YouTube does where clients commonly slip: unknown channels answer 200 with no items,
 * private and deleted uploads stay in playlists under placeholder titles, pages hold at most 50.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  defaultChannels,
  isPublic,
  publicVideos,
  YOUTUBE_CATEGORIES,
  type FakeChannel,
  type FakeVideo,
} from './fixtures.ts';

export type FakeFailure = 'quota' | 'rateLimit' | 'unavailable';

export interface FakeYouTubeOptions {
  /** Defaults to `defaultChannels()`. */
  channels?: FakeChannel[];
  apiKey?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface FakeRequest {
  path: string;
  /** Repeated parameters (`id=a&id=b`) are joined with commas, as YouTube reads them. */
  query: Record<string, string>;
}

export interface FakeYouTube {
  /** The API root with a trailing slash, for YOUTUBE_API_URL. */
  url: string;
  apiKey: string;
  channels: ReadonlyMap<string, FakeChannel>;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  addChannel(channel: FakeChannel): void;
  /** The next `n` requests with a valid key fail as YouTube does when quota, rate or service give out. */
  failNext(n: number, kind: FakeFailure): void;
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  body: object;
}

type Params = URLSearchParams;

const PAGE_LIMIT = 50;
const DEFAULT_PAGE_SIZE = 5;
/** YouTube's own channel, which owns the standard video categories. */
const YOUTUBE_CHANNEL_ID = 'UCBR8-60-B28hp2BmDPdntcQ';

const googleError = (status: number, reason: string, domain: string, message: string): Answer => ({
  status,
  body: { error: { code: status, message, errors: [{ message, domain, reason }] } },
});

const FAILURES: Record<FakeFailure, Answer> = {
  quota: googleError(
    403,
    'quotaExceeded',
    'youtube.quota',
    'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
  ),
  rateLimit: googleError(429, 'rateLimitExceeded', 'usageLimits', 'Too many requests.'),
  unavailable: googleError(503, 'backendError', 'global', 'The service is currently unavailable.'),
};

/** All values of a list parameter, whether sent comma-separated or repeated. */
const listParam = (params: Params, name: string) =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const missing = (name: string) => googleError(400, 'required', 'global', `Required parameter: ${name}`);

/** Every YouTube resource and list answer carries an etag; a hash of its content is as good as any. */
const etagOf = (content: string) => createHash('sha1').update(content).digest('base64url');

function listResponse(kind: string, fields: object): Answer {
  return {
    status: 200,
    body: { kind: `youtube#${kind}ListResponse`, etag: etagOf(JSON.stringify(fields)), ...fields },
  };
}

function thumbnails(videoId: string, withMaxres: boolean) {
  const at = (file: string, width: number, height: number) => ({
    url: `https://i.ytimg.com/vi/${videoId}/${file}.jpg`,
    width,
    height,
  });
  return {
    default: at('default', 120, 90),
    medium: at('mqdefault', 320, 180),
    high: at('hqdefault', 480, 360),
    standard: at('sddefault', 640, 480),
    ...(withMaxres ? { maxres: at('maxresdefault', 1280, 720) } : {}),
  };
}

function isoDuration(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = totalSeconds % 60;
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  if (!days && !time) return 'P0D';
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

/** Opaque to clients, as YouTube's are; inside it is the offset of the page. */
const pageToken = (offset: number) => Buffer.from(`fake-offset:${offset}`).toString('base64url');
function offsetOf(token: string): number | null {
  const match = /^fake-offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}

export async function startFakeYouTube(options: FakeYouTubeOptions = {}): Promise<FakeYouTube> {
  const apiKey = options.apiKey ?? 'fake-youtube-key';
  const channels = new Map<string, FakeChannel>();
  const playlists = new Map<string, FakeChannel>();
  const videos = new Map<string, { video: FakeVideo; channel: FakeChannel }>();
  const requests: FakeRequest[] = [];
  const failures: FakeFailure[] = [];

  function addChannel(channel: FakeChannel) {
    channels.set(channel.channelId, channel);
    playlists.set(channel.uploadsPlaylistId, channel);
    for (const video of channel.videos) videos.set(video.videoId, { video, channel });
  }
  (options.channels ?? defaultChannels()).forEach(addChannel);

  function listChannels(params: Params, parts: Set<string>): Answer {
    const ids = listParam(params, 'id');
    if (ids.length === 0) {
      return googleError(
        400,
        'missingRequiredParameter',
        'youtube.parameter',
        'No filter selected. Expected one of: forUsername, managedByMe, id, mine, forHandle, categoryId',
      );
    }
    const items = ids.flatMap((id) => {
      const channel = channels.get(id);
      if (!channel) return [];
      return [
        {
          kind: 'youtube#channel',
          etag: etagOf(channel.channelId),
          id: channel.channelId,
          ...(parts.has('snippet') && {
            snippet: {
              title: channel.title,
              description: channel.description,
              customUrl: `@${channel.title.replace(/\W+/g, '').toLowerCase()}`,
              publishedAt: channel.publishedAt,
              thumbnails: {},
              localized: { title: channel.title, description: channel.description },
            },
          }),
          ...(parts.has('contentDetails') && {
            contentDetails: { relatedPlaylists: { likes: '', uploads: channel.uploadsPlaylistId } },
          }),
          ...(parts.has('statistics') && {
            statistics: {
              viewCount: '0',
              subscriberCount: '0',
              hiddenSubscriberCount: false,
              videoCount: `${publicVideos(channel).length}`,
            },
          }),
        },
      ];
    });
    // YouTube leaves `items` out altogether when no channel matches.
    return listResponse('channel', {
      pageInfo: { totalResults: items.length, resultsPerPage: DEFAULT_PAGE_SIZE },
      ...(items.length > 0 && { items }),
    });
  }

  function listPlaylistItems(params: Params, parts: Set<string>): Answer {
    const playlistId = params.get('playlistId');
    if (!playlistId) return missing('playlistId');
    const channel = playlists.get(playlistId);
    if (!channel || channel.videos.length === 0) {
      return googleError(
        404,
        'playlistNotFound',
        'youtube.playlistItem',
        "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      );
    }
    const size = params.has('maxResults') ? Number(params.get('maxResults')) : DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(size) || size < 0 || size > PAGE_LIMIT) {
      return googleError(
        400,
        'invalidParameter',
        'youtube.parameter',
        `Invalid value '${params.get('maxResults')}'. Values must be within the range: [0, ${PAGE_LIMIT}]`,
      );
    }
    const token = params.get('pageToken');
    const offset = token ? offsetOf(token) : 0;
    if (offset === null) {
      return googleError(400, 'invalidPageToken', 'youtube.parameter', 'The request specifies an invalid page token.');
    }
    const page = channel.videos.slice(offset, offset + size);
    const items = page.map((video, i) => playlistItem(channel, video, offset + i, parts));
    const next = offset + size < channel.videos.length ? pageToken(offset + size) : undefined;
    return listResponse('playlistItem', {
      ...(next && { nextPageToken: next }),
      ...(offset > 0 && { prevPageToken: pageToken(Math.max(0, offset - size)) }),
      items,
      pageInfo: { totalResults: channel.videos.length, resultsPerPage: size },
    });
  }

  function listVideos(params: Params, parts: Set<string>): Answer {
    const ids = listParam(params, 'id');
    if (ids.length === 0) return missing('id');
    // Stricter than needed, so a client that forgets to batch fails loudly.
    if (ids.length > PAGE_LIMIT) {
      return googleError(400, 'invalidParameter', 'youtube.parameter', `At most ${PAGE_LIMIT} ids may be given.`);
    }
    // Unknown, deleted and other people's private videos are simply absent, as on YouTube.
    const items = ids.flatMap((id) => {
      const found = videos.get(id);
      if (!found || !isPublic(found.video)) return [];
      return [videoResource(found.channel, found.video, parts)];
    });
    return listResponse('video', { items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } });
  }

  function listVideoCategories(params: Params): Answer {
    const ids = listParam(params, 'id');
    if (ids.length === 0 && !params.get('regionCode')) return missing('id or regionCode');
    const items = YOUTUBE_CATEGORIES.filter((c) => ids.length === 0 || ids.includes(c.id)).map((c) => ({
      kind: 'youtube#videoCategory',
      etag: etagOf(c.id),
      id: c.id,
      snippet: { title: c.title, assignable: c.assignable, channelId: YOUTUBE_CHANNEL_ID },
    }));
    return listResponse('videoCategory', { items });
  }

  const resources: Record<string, (params: Params, parts: Set<string>) => Answer> = {
    channels: listChannels,
    playlistItems: listPlaylistItems,
    videos: listVideos,
    videoCategories: listVideoCategories,
  };

  function answer(request: IncomingMessage): Answer {
    const url = new URL(request.url ?? '/', 'http://fake-youtube');
    const query: Record<string, string> = {};
    for (const name of new Set(url.searchParams.keys())) query[name] = url.searchParams.getAll(name).join(',');
    requests.push({ path: url.pathname, query });

    const handler = resources[/^\/youtube\/v3\/(\w+)$/.exec(url.pathname)?.[1] ?? ''];
    if (!handler) return googleError(404, 'notFound', 'global', `Not Found: ${url.pathname}`);
    if (request.method !== 'GET') return googleError(405, 'methodNotAllowed', 'global', 'Only GET is served here.');
    const key = url.searchParams.get('key');
    if (key !== apiKey) {
      const message = key
        ? 'API key not valid. Please pass a valid API key.'
        : 'The request is missing a valid API key.';
      return googleError(400, 'keyInvalid', 'usageLimits', message);
    }
    const failure = failures.shift();
    if (failure) return FAILURES[failure];
    const parts = new Set(listParam(url.searchParams, 'part'));
    if (parts.size === 0) return missing('part');
    return handler(url.searchParams, parts);
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const { status, body } = answer(request);
    response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;

  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}/`,
    apiKey,
    channels,
    requests,
    addChannel,
    failNext(n, kind) {
      for (let i = 0; i < n; i++) failures.push(kind);
    },
    stop() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function playlistItem(channel: FakeChannel, video: FakeVideo, position: number, parts: Set<string>) {
  const hidden = video.deleted ? 'Deleted video' : video.privacyStatus === 'private' ? 'Private video' : null;
  return {
    kind: 'youtube#playlistItem',
    etag: etagOf(`${channel.uploadsPlaylistId}.${video.videoId}`),
    id: Buffer.from(`${channel.uploadsPlaylistId}.${video.videoId}`).toString('base64'),
    ...(parts.has('snippet') && {
      snippet: {
        publishedAt: video.publishedAt,
        channelId: channel.channelId,
        title: hidden ?? video.title,
        description: hidden ? `This video is ${video.deleted ? 'unavailable' : 'private'}.` : video.description,
        thumbnails: hidden ? {} : thumbnails(video.videoId, video.hasMaxresThumbnail),
        channelTitle: channel.title,
        playlistId: channel.uploadsPlaylistId,
        position,
        resourceId: { kind: 'youtube#video', videoId: video.videoId },
        // YouTube no longer names the owner of a hidden video.
        ...(!hidden && { videoOwnerChannelTitle: channel.title, videoOwnerChannelId: channel.channelId }),
      },
    }),
    ...(parts.has('contentDetails') && {
      contentDetails: { videoId: video.videoId, ...(!hidden && { videoPublishedAt: video.publishedAt }) },
    }),
    ...(parts.has('status') && {
      status: { privacyStatus: video.deleted ? 'privacyStatusUnspecified' : video.privacyStatus },
    }),
  };
}

function videoResource(channel: FakeChannel, video: FakeVideo, parts: Set<string>) {
  return {
    kind: 'youtube#video',
    etag: etagOf(video.videoId),
    id: video.videoId,
    ...(parts.has('snippet') && {
      snippet: {
        publishedAt: video.publishedAt,
        channelId: channel.channelId,
        title: video.title,
        description: video.description,
        thumbnails: thumbnails(video.videoId, video.hasMaxresThumbnail),
        channelTitle: channel.title,
        // YouTube omits `tags` when a video has none.
        ...(video.tags.length > 0 && { tags: video.tags }),
        categoryId: video.categoryId,
        liveBroadcastContent: 'none',
        defaultAudioLanguage: 'en',
        localized: { title: video.title, description: video.description },
      },
    }),
    ...(parts.has('contentDetails') && {
      contentDetails: {
        duration: isoDuration(video.durationSeconds),
        dimension: '2d',
        definition: 'hd',
        caption: 'false',
        licensedContent: false,
        contentRating: {},
        projection: 'rectangular',
      },
    }),
    ...(parts.has('status') && {
      status: {
        uploadStatus: 'processed',
        privacyStatus: video.privacyStatus,
        license: 'youtube',
        embeddable: true,
        publicStatsViewable: true,
        madeForKids: false,
      },
    }),
    ...(parts.has('statistics') && { statistics: { viewCount: '0', likeCount: '0', commentCount: '0' } }),
  };
}
