// No zod here: the web app reads these constants on its first load, which must not pull in the schemas.

/** Page sizes and caps (spec §9; DESIGN "API conventions"). */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** The unpaginated side-list call (spec §7) is bounded to this many videos. */
export const UNPAGINATED_LIMIT = 100;
export const SUGGESTIONS_LIMIT = 10;
/** Search results stop counting here: "1,000+" is as useful to a reader as an exact large number. */
export const SEARCH_COUNT_CAP = 1000;
export const QUERY_MAX_LENGTH = 100;

/** Viewer reports (reports.ts). */
export const REPORT_NOTE_MAX = 500;
/** YouTube IFrame API error codes that mean "this video cannot be played here": the player reports them. */
export const UNAVAILABLE_PLAYER_ERRORS = [100, 101, 150, 153] as const;
/** Distinct viewers whose player failed before the video is reported without a member doing so. */
export const PLAYER_REPORT_THRESHOLD = 3;
/** Reports one member may send per hour. */
export const REPORTS_PER_HOUR = 20;

/** What a username may hold (accounts.ts adds its length; the sign-up form checks it as the member types). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/**
 * Live events a socket may have missed before it connected: its first handshake says how long ago the
 * data its screens show may have been read (`missed_ms`, at most this), and the server sends it the
 * moderation events of that time again. Screens show nothing older than a minute (the data's stale time)
 * plus the time a slow phone takes to connect, so two minutes cover them.
 */
export const LIVE_REPLAY_MS = 120_000;
