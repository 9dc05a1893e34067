import type { Video } from '@focustube/contracts';

import { siteUrl } from '@/lib/site-origin';
import { youtubeEmbedUrl } from '@/lib/youtube-embed';

import { canonicalWatchPath } from './families';

/** ISO 8601 duration (PT1H2M3S), as schema.org's VideoObject wants it. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/**
 * schema.org VideoObject for a watch page (Google's video rich results read name, thumbnail and date).
 * `name` and `description` are the page's own, in the reader's language when the video lacks them.
 */
export function videoObject(
  video: Video,
  canonicalPath: string,
  { name, description }: { name: string; description: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name,
    description,
    thumbnailUrl: [video.thumbnail_url],
    ...(video.published_at ? { uploadDate: video.published_at } : {}),
    ...(video.duration_seconds ? { duration: isoDuration(video.duration_seconds) } : {}),
    embedUrl: youtubeEmbedUrl(video.video_id),
    url: siteUrl(canonicalPath),
    ...(video.channel_title ? { author: { '@type': 'Organization', name: video.channel_title } } : {}),
  };
}

/**
 * schema.org ItemList of the videos a list page shows, each at its canonical watch page. `before`: how many
 * of the list's videos come before them (a later page's), so each keeps its place in the whole list.
 */
export function videoItemList(videos: Video[], name: string, before = 0): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: videos.map((video, index) => ({
      '@type': 'ListItem',
      position: before + index + 1,
      url: siteUrl(canonicalWatchPath(video.video_id)),
      ...(video.title ? { name: video.title } : {}),
    })),
  };
}
