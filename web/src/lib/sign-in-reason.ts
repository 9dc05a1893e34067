/**
 * Why a visitor was sent to sign in, said on the sign-in page: pressed "Save" or "Add to My List" ('save'),
 * or "Log in to report" ('report'), while signed out; a first-time visitor was otherwise dropped on a bare
 * "Welcome back" form with no word why.
 */
export type SignInReason = 'save' | 'report';

/** The router state of a link to /login: the page to come back to once signed in, and why. */
export const signInState = (from: unknown, reason: SignInReason) => ({ from, reason });

/** The reason a sign-in page was opened with, if it was given one. */
export function signInReason(state: unknown): SignInReason | undefined {
  const reason = (state as { reason?: unknown } | null)?.reason;
  return reason === 'save' || reason === 'report' ? reason : undefined;
}

/**
 * What a signed-out visitor pressed before being sent to sign in (Save or Add to My List, Report), done for
 * them once they are back, rather than returning them to the page with nothing done. Kept in this
 * tab's sessionStorage, never in the address, so no link can ask for it; tied to the video and the page it
 * was asked on, and done once, for the member who signed in at its request.
 */
export type PendingAction = 'save' | 'report';

type PendingEntry = { action: PendingAction; videoId: string; path: string; at: number; userId?: number };

const PENDING_KEY = 'focustube.pending-action';
/** Older than this, the visitor has given up on it: a sign-in much later does not act on it. */
const PENDING_MS = 30 * 60_000;

const pathOf = (from: { pathname: string; search?: string }) => `${from.pathname}${from.search ?? ''}`;

function readPending(): PendingEntry | null {
  try {
    const entry = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingEntry | null;
    if (entry && Date.now() - entry.at < PENDING_MS && Date.now() >= entry.at) return entry;
  } catch {
    // Unreadable or unavailable storage: nothing pending.
  }
  forgetPending();
  return null;
}

function forgetPending() {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

function writePending(entry: PendingEntry) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(entry));
  } catch {
    // Storage unavailable (private mode, full): the visitor signs in and presses it again, as before.
  }
}

/** Called as the visitor is sent to sign in from `from` (the page, as the router gives it). */
export function rememberPendingAction(
  action: PendingAction,
  videoId: string,
  from: { pathname: string; search?: string },
) {
  writePending({ action, videoId, path: pathOf(from), at: Date.now() });
}

/**
 * Signed in as `userId` and about to return to `path`: the action asked for there. A Save is taken now, as
 * the sign-in does it before going back. A Report is left for that page to open once shown
 * (takePendingReport), marked as this member's, as the page cannot otherwise tell a member who signed in at
 * its request from one who signed in elsewhere. One asked for on another page (the visitor went elsewhere
 * and signed in from there) is dropped.
 */
export function claimPendingAction(path: string, userId: number): { action: PendingAction; videoId: string } | null {
  const entry = readPending();
  if (!entry || entry.path !== path || entry.userId !== undefined) {
    forgetPending();
    return null;
  }
  if (entry.action === 'save') forgetPending();
  else writePending({ ...entry, userId });
  return { action: entry.action, videoId: entry.videoId };
}

/**
 * Whether a Report of `videoId` was asked for on the page at `from` by the member `userId`, who has since
 * signed in (claimPendingAction): true once, as it is taken then (a reload or Back does not repeat it).
 */
export function takePendingReport(videoId: string, from: { pathname: string; search?: string }, userId: number) {
  const entry = readPending();
  if (!entry || entry.action !== 'report' || entry.videoId !== videoId) return false;
  forgetPending();
  return entry.path === pathOf(from) && entry.userId === userId;
}
