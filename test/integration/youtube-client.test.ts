import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createYouTubeClient,
  YouTubeNotFoundError,
  YouTubeQuotaError,
  YouTubeRequestError,
  YouTubeUnavailableError,
  type YouTubeClient,
} from '@focustube/core';
import {
  EMPTY_CHANNEL_ID,
  isPublic,
  KHAN_LIKE_CHANNEL_ID,
  makeChannel,
  publicVideos,
  SMALL_CHANNEL_ID,
  type FakeChannel,
} from '../fakes/fixtures.ts';
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube-server.ts';

let fake: FakeYouTube;
let youtube: YouTubeClient;
let khan: FakeChannel;

beforeAll(async () => {
  fake = await startFakeYouTube();
  youtube = createYouTubeClient({ apiKey: fake.apiKey, apiUrl: fake.url });
  khan = fake.channels.get(KHAN_LIKE_CHANNEL_ID)!;
});
afterAll(async () => {
  await fake?.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const paths = () => fake.requests.map((r) => r.path);

describe('YouTube client against the fake Data API', () => {
  it('looks a channel up and finds its uploads playlist', async () => {
    expect(await youtube.getChannel(KHAN_LIKE_CHANNEL_ID)).toEqual({
      channelId: KHAN_LIKE_CHANNEL_ID,
      title: 'Khan Academy (fake)',
      uploadsPlaylistId: 'UUfakeKhanAcademy00000',
    });
    expect(fake.requests).toEqual([
      {
        path: '/youtube/v3/channels',
        query: { part: 'snippet,contentDetails', id: KHAN_LIKE_CHANNEL_ID, key: fake.apiKey },
      },
    ]);
  });

  it('sends every request to {YOUTUBE_API_URL}youtube/v3/{resource}', async () => {
    const [video] = publicVideos(khan);
    await youtube.getChannel(SMALL_CHANNEL_ID);
    await youtube.listChannelVideoIds(SMALL_CHANNEL_ID, 5);
    await youtube.getVideos([video!.videoId]);
    await youtube.getVideoCategoryName('27');
    expect(paths()).toEqual([
      '/youtube/v3/channels',
      '/youtube/v3/channels',
      '/youtube/v3/playlistItems',
      '/youtube/v3/videos',
      '/youtube/v3/videoCategories',
    ]);
  });

  it('keeps a path in YOUTUBE_API_URL, such as a proxy prefix', async () => {
    const proxied = createYouTubeClient({ apiKey: fake.apiKey, apiUrl: `${fake.url}proxy/` });
    // The fake serves only /youtube/v3/..., so the prefixed path reaching it proves the prefix was kept.
    await expect(proxied.getChannel(SMALL_CHANNEL_ID)).rejects.toBeInstanceOf(YouTubeNotFoundError);
    expect(paths()).toEqual(['/proxy/youtube/v3/channels']);
  });

  it('pages through the uploads, newest first, up to maxResults, skipping private and deleted entries', async () => {
    const expected = publicVideos(khan).map((v) => v.videoId);
    expect(expected).toHaveLength(120);
    const hidden = khan.videos.filter((v) => !isPublic(v)).map((v) => v.videoId);
    expect(hidden).toHaveLength(2);

    const first75 = await youtube.listChannelVideoIds(KHAN_LIKE_CHANNEL_ID, 75);
    expect(first75).toEqual(expected.slice(0, 75));
    const pages = fake.requests.filter((r) => r.path === '/youtube/v3/playlistItems');
    expect(pages).toHaveLength(2);
    expect(pages.map((p) => p.query.maxResults)).toEqual(['50', '50']);
    expect(pages[1]!.query.pageToken).toBeTruthy();

    const all = await youtube.listChannelVideoIds(KHAN_LIKE_CHANNEL_ID, 500);
    expect(all).toEqual(expected);
    expect(all).not.toContain(hidden[0]);
    expect(all).not.toContain(hidden[1]);
  });

  it('answers a channel that never uploaded with no videos', async () => {
    expect(await youtube.listChannelVideoIds(EMPTY_CHANNEL_ID, 10)).toEqual([]);
  });

  it('refuses a maxResults outside 1..500 before asking YouTube', async () => {
    await expect(youtube.listChannelVideoIds(KHAN_LIKE_CHANNEL_ID, 0)).rejects.toBeInstanceOf(RangeError);
    await expect(youtube.listChannelVideoIds(KHAN_LIKE_CHANNEL_ID, 501)).rejects.toBeInstanceOf(RangeError);
    expect(fake.requests).toHaveLength(0);
  });

  it('fetches video details in batches of 50, in the order asked, leaving out ids YouTube does not return', async () => {
    const wanted = publicVideos(khan)
      .slice(0, 110)
      .map((v) => v.videoId);
    const privateId = khan.videos.find((v) => v.privacyStatus === 'private')!.videoId;
    const asked = [...wanted.slice(0, 60), 'zzzzzzzzzzz', privateId, ...wanted.slice(60)];
    const videos = await youtube.getVideos(asked);

    expect(videos.map((v) => v.videoId)).toEqual(wanted);
    const batches = fake.requests.filter((r) => r.path === '/youtube/v3/videos');
    expect(batches).toHaveLength(Math.ceil(asked.length / 50));
    expect(batches.every((b) => b.query.id!.split(',').length <= 50)).toBe(true);
    expect(batches[0]!.query.part).toBe('snippet,contentDetails,status');
  });

  it('maps the details a moderator sees, with durations parsed and the best thumbnail', async () => {
    const source = publicVideos(khan)[0]!;
    const [video] = await youtube.getVideos([source.videoId]);
    expect(video).toEqual({
      videoId: source.videoId,
      title: source.title,
      description: source.description,
      channelId: KHAN_LIKE_CHANNEL_ID,
      channelTitle: 'Khan Academy (fake)',
      publishedAt: source.publishedAt,
      thumbnailUrl: `https://i.ytimg.com/vi/${source.videoId}/maxresdefault.jpg`,
      tags: source.tags,
      categoryId: '27',
      durationSeconds: source.durationSeconds,
      privacyStatus: 'public',
    });
    expect(source.tags.length).toBeGreaterThan(0);
  });

  it('parses long durations and answers tags [] and a smaller thumbnail when YouTube has none better', async () => {
    const channel = makeChannel({ channelId: 'UCfakeLongLectures0000', title: 'Long Lectures', videoCount: 10 });
    channel.videos[0]!.durationSeconds = 90_061; // 1 day, 1 hour, 1 minute, 1 second: P1DT1H1M1S
    fake.addChannel(channel);
    const untagged = publicVideos(channel).find((v) => v.tags.length === 0)!;
    const noMaxres = publicVideos(channel).find((v) => !v.hasMaxresThumbnail)!;
    const [long, bare, small] = await youtube.getVideos([
      channel.videos[0]!.videoId,
      untagged.videoId,
      noMaxres.videoId,
    ]);
    expect(long!.durationSeconds).toBe(90_061);
    expect(bare!.tags).toEqual([]);
    expect(small!.thumbnailUrl).toBe(`https://i.ytimg.com/vi/${noMaxres.videoId}/sddefault.jpg`);
  });

  it('returns nothing, without asking, for no ids', async () => {
    expect(await youtube.getVideos([])).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it("names a category by YouTube's list, null when it has none", async () => {
    expect(await youtube.getVideoCategoryName('27')).toBe('Education');
    expect(await youtube.getVideoCategoryName('28')).toBe('Science & Technology');
    expect(await youtube.getVideoCategoryName('9999')).toBeNull();
    const listed = await youtube.listVideoCategories();
    expect(listed.get('27')).toBe('Education');
    expect(listed.size).toBeGreaterThan(10);
  });

  it('finds the channel of a video', async () => {
    const small = fake.channels.get(SMALL_CHANNEL_ID)!;
    expect(await youtube.getChannelIdOfVideo(publicVideos(small)[0]!.videoId)).toBe(SMALL_CHANNEL_ID);
  });

  it('throws YouTubeNotFoundError for an unknown channel or video, not retryable', async () => {
    const channel = await youtube.getChannel('UCnoSuchChannel0000000').catch((e: unknown) => e);
    expect(channel).toBeInstanceOf(YouTubeNotFoundError);
    expect((channel as YouTubeNotFoundError).retryable).toBe(false);
    expect((channel as Error).message).toBe('YouTube has no channel with id UCnoSuchChannel0000000.');
    await expect(youtube.listChannelVideoIds('UCnoSuchChannel0000000', 10)).rejects.toBeInstanceOf(
      YouTubeNotFoundError,
    );
    await expect(youtube.getChannelIdOfVideo('zzzzzzzzzzz')).rejects.toBeInstanceOf(YouTubeNotFoundError);
  });

  it('throws a retryable YouTubeQuotaError when the quota is spent, and asks only once', async () => {
    fake.failNext(1, 'quota');
    const error = await youtube.getChannel(KHAN_LIKE_CHANNEL_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouTubeQuotaError);
    expect((error as YouTubeQuotaError).retryable).toBe(true);
    expect((error as YouTubeQuotaError).reason).toBe('quotaExceeded');
    expect((error as Error).message).toBe("YouTube's daily quota is used up; the import will retry.");
    expect(fake.requests).toHaveLength(1);
    // The failure is spent; the next call succeeds.
    await expect(youtube.getChannel(KHAN_LIKE_CHANNEL_ID)).resolves.toMatchObject({ title: 'Khan Academy (fake)' });
  });

  it('throws a retryable quota error on 429 and a retryable YouTubeUnavailableError on 503, without library retries', async () => {
    fake.failNext(1, 'rateLimit');
    await expect(youtube.getVideoCategoryName('27')).rejects.toMatchObject({
      name: 'YouTubeQuotaError',
      retryable: true,
    });
    fake.failNext(1, 'unavailable');
    const error = await youtube.getVideoCategoryName('27').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouTubeUnavailableError);
    expect((error as YouTubeUnavailableError).retryable).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it('throws a retryable YouTubeUnavailableError when nothing answers', async () => {
    const gone = await startFakeYouTube({ channels: [] });
    await gone.stop();
    const offline = createYouTubeClient({ apiKey: gone.apiKey, apiUrl: gone.url });
    const error = await offline.getChannel(KHAN_LIKE_CHANNEL_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouTubeUnavailableError);
    expect((error as Error).message).toMatch(/^YouTube could not be reached.*the import will retry\.$/);
  });

  it('throws YouTubeRequestError for a bad key, not retryable, saying what YouTube said and never the key', async () => {
    const badKey = createYouTubeClient({ apiKey: 'not-the-key', apiUrl: fake.url });
    const error = await badKey.getChannel(KHAN_LIKE_CHANNEL_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouTubeRequestError);
    expect((error as YouTubeRequestError).retryable).toBe(false);
    expect((error as YouTubeRequestError).status).toBe(400);
    expect((error as Error).message).toBe(
      'YouTube did not accept the API key (YOUTUBE_API_KEY): API key not valid. Please pass a valid API key.',
    );
    expect((error as Error).message).not.toContain('not-the-key');
  });

  it('says an API key is missing without asking YouTube', async () => {
    const keyless = createYouTubeClient({ apiKey: undefined, apiUrl: fake.url });
    await expect(keyless.getChannel(KHAN_LIKE_CHANNEL_ID)).rejects.toThrow(/No YouTube API key is set/);
    expect(fake.requests).toHaveLength(0);
  });

  it('imports a 500-video channel quickly', async () => {
    const started = performance.now();
    const big = makeChannel({ channelId: 'UCfakeBigChannel000000', title: 'Big Channel', videoCount: 500 });
    fake.addChannel(big);
    const ids = await youtube.listChannelVideoIds(big.channelId, 500);
    const videos = await youtube.getVideos(ids);
    expect(ids).toHaveLength(500);
    expect(videos).toHaveLength(500);
    expect(new Set(ids).size).toBe(500);
    expect(fake.requests).toHaveLength(1 + 11 + 10); // channel, 502 entries in pages of 50, 500 ids in batches of 50
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
