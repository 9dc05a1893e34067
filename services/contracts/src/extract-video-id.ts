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
  // What a chat message puts before a link (an opening bracket or quote): never the start of an id or an address.
  const text = input.trim().replace(LEADING_JUNK, '');
  const bare = idBefore(text);
  if (bare) return bare;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOST.test(url.hostname)) return null;
  const candidate = idInAddress(url);
  return candidate ? idBefore(candidate) : null;
}

/**
 * The id `text` starts with, when all that follows it is what a chat message glues onto a pasted link (the
 * sentence's full stop, a bracket, `&t=30`: LINK_JUNK): `youtu.be/ID.` is the video ID. A 12th character an
 * id may hold makes it no id at all.
 */
function idBefore(text: string): string | null {
  const id = text.slice(0, 11);
  const rest = text.slice(11);
  return VIDEO_ID.test(id) && (rest === '' || LINK_JUNK.test(rest)) ? id : null;
}

/** Punctuation, symbols and spaces before a pasted link or id; `-` and `_` may start an id, so they stay. */
const LEADING_JUNK = /^(?:(?![A-Za-z0-9_-])[\p{P}\p{S}\p{Z}\p{Cc}\p{Cf}\s])+/u;

/** A path segment as typed: `URL` keeps it percent-encoded (`youtu.be/ID"` is `/ID%22`). */
function decoded(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function idInAddress(url: URL): string | null | undefined {
  const [first, second] = url.pathname.split('/').filter(Boolean).map(decoded);
  if (/(^|\.)youtu\.be$/i.test(url.hostname)) return first;
  if (first === undefined || first === 'watch') return url.searchParams.get('v');
  if (ID_PATH_PREFIXES.has(first)) return second;
  // Old share links wrap the watch address in a parameter: /attribution_link?u=/watch%3Fv%3DID
  const wrapped = url.searchParams.get('u');
  return wrapped ? new URLSearchParams(wrapped.split('?')[1] ?? '').get('v') : null;
}

/** A watch page's address (spec §2): /watch_home/ID, /watch_mindset/ID, /watch_technology/ID, /watch_more/ID, /watch/ID. */
const WATCH_ADDRESS = /^\/(watch(?:_home|_mindset|_technology|_more)?)\/([^/]+)\/*$/i;
/**
 * What a chat message or a hurried hand glues onto a shared link after its id: punctuation (the sentence's full
 * stop, a bracket, quotes), spaces, symbols and emoji, or YouTube's parameters joined with `&` (`&t=30`) or an
 * encoded `?`. It may not start with a character an id holds: a 12th one makes a malformed id, not junk.
 */
const LINK_JUNK = /^(?![A-Za-z0-9_-])[\p{P}\p{S}\p{Z}\p{M}\p{Cc}\p{Cf}\s]*(?:[&?].*)?$/su;

/**
 * The clean address of a watch link whose video id arrived with junk after it (`/watch_home/ID.`,
 * `/watch/ID%20`, `/watch/ID)`, `/watch/ID&t=30`): the same family with the bare id, for a permanent redirect.
 * `pathname` as the URL carries it (percent-encoded). Null for any other address: a clean one, one whose id
 * segment is malformed (its page says so, 400) and anything that is not a watch page. The server's redirect
 * and the browser's router both follow it.
 */
export function cleanWatchPath(pathname: string): string | null {
  const match = WATCH_ADDRESS.exec(pathname);
  if (!match) return null;
  const [, family = '', encoded = ''] = match;
  let segment: string;
  try {
    segment = decodeURIComponent(encoded);
  } catch {
    segment = encoded; // a lone `%` (`/watch/ID%`), junk too (the server refuses such a URL before, with a 400)
  }
  const id = segment.slice(0, 11);
  const junk = segment.slice(11);
  if (!junk || !VIDEO_ID.test(id) || !LINK_JUNK.test(junk)) return null;
  return `/${family.toLowerCase()}/${id}`;
}
