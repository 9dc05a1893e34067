/**
 * How every YouTube player on the site is embedded. YouTube refuses to play ("Error 153, video player
 * configuration error") when the embed request carries no `Referer`: its Required Minimum
 * Functionality asks embedders to identify themselves that way and recommends this policy, which
 * sends only our origin to other sites. Each iframe carries it, so a stricter page policy (a proxy,
 * a meta tag) cannot break playback.
 */
export const YOUTUBE_REFERRER_POLICY = 'strict-origin-when-cross-origin';

export const YOUTUBE_IFRAME_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

/** The privacy-enhanced embed URL; parameters with an undefined value are left out. */
export function youtubeEmbedUrl(videoId: string, params: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, String(value));
  const query = search.toString();
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}${query ? `?${query}` : ''}`;
}

export const youtubeWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
