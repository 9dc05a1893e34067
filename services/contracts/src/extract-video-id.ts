const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOST = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;
/** Path forms that carry the id as the next segment: /embed/ID, /shorts/ID, /live/ID, /v/ID, ... */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v', 'e', 'vi']);

/**
 * The product rule for the video input: a bare 11-character id (letters, digits, _ and -), or any
 * YouTube address that carries one (watch?v=, youtu.be/, /shorts/, /embed/, /live/, extra
 * parameters, with or without scheme). Anything else is null, so the screen can say so.
 */
export function extractVideoId(input: string): string | null {
  const text = input.trim();
  if (VIDEO_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOST.test(url.hostname)) return null;
  const candidate = idInAddress(url);
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

function idInAddress(url: URL): string | null | undefined {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (/(^|\.)youtu\.be$/i.test(url.hostname)) return first;
  if (first === undefined || first === 'watch') return url.searchParams.get('v');
  if (ID_PATH_PREFIXES.has(first)) return second;
  // Old share links wrap the watch address in a parameter: /attribution_link?u=/watch%3Fv%3DID
  const wrapped = url.searchParams.get('u');
  return wrapped ? new URLSearchParams(wrapped.split('?')[1] ?? '').get('v') : null;
}
