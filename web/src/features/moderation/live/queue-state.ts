import type { VideoStatus } from '@focustube/contracts';

import { translate } from '@/lib/i18n';
import type { LiveEventOf } from '@/lib/socket';

/** The live events the pending queue follows. */
export const QUEUE_EVENTS = ['video:changed', 'videos:changed', 'video:reviewing', 'reconnected'] as const;
export type QueueEvent = LiveEventOf<(typeof QUEUE_EVENTS)[number]>;

/**
 * Why a card can no longer be acted on: someone else handled it first (a 409 answer, or a live event while
 * this moderator was at work on it). `status` null: the queue was read again without it, how it left unknown.
 */
export type StaleNotice = { status: VideoStatus | null; actor: string | null };

/** A held card the queue, read again, no longer has (its leaving was not heard: the socket was away). */
export const NO_LONGER_PENDING: StaleNotice = { status: null, actor: null };
export type ReviewClaim = { username: string; until: string };

/** What the live queue knows beyond the fetched pages. */
export type QueueState = {
  /** Videos that left the queue (approved or removed by anyone), hidden unless stale. */
  gone: ReadonlySet<string>;
  /**
   * Cards that stay, saying who handled them first, until dismissed: one whose action lost a race, and one
   * another moderator handled while this moderator was at work on it (an action open, a voucher typed).
   * Reading the queue again does not take them away (see held-cards.ts).
   */
  stale: Readonly<Record<string, StaleNotice>>;
  /** Other moderators' review claims by video id. */
  claims: Readonly<Record<string, ReviewClaim>>;
  /** Newly queued videos not yet fetched, behind the "N new in the queue" button. */
  newIds: readonly string[];
};

export type QueueAction =
  /** `working`: the cards this moderator is at work on, which turn stale rather than vanish. */
  | { type: 'event'; event: QueueEvent; me: string | null; working?: readonly string[] }
  | { type: 'acted'; videoId: string }
  | { type: 'conflict'; videoId: string; notice: StaleNotice }
  | { type: 'dismissed'; videoId: string }
  | { type: 'new-shown' };

export const initialQueueState: QueueState = { gone: new Set(), stale: {}, claims: {}, newIds: [] };

function without<T>(record: Readonly<Record<string, T>>, ids: readonly string[]) {
  if (!ids.some((id) => id in record)) return record;
  const next = { ...record };
  for (const id of ids) delete next[id];
  return next;
}

function applyChange(
  state: QueueState,
  videoIds: readonly string[],
  from: VideoStatus | null,
  to: VideoStatus,
  actor: string | null,
  working: readonly string[],
): QueueState {
  if (from === 'pending' && to !== 'pending') {
    // Work in progress does not vanish without a word: the card stays, naming who handled it and how.
    const interrupted = videoIds.filter((id) => working.includes(id) && !state.gone.has(id) && !(id in state.stale));
    return {
      ...state,
      gone: new Set([...state.gone, ...videoIds]),
      stale:
        interrupted.length === 0
          ? state.stale
          : { ...state.stale, ...Object.fromEntries(interrupted.map((id) => [id, { status: to, actor }])) },
      claims: without(state.claims, videoIds),
      newIds: state.newIds.filter((id) => !videoIds.includes(id)),
    };
  }
  if (to === 'pending' && from !== 'pending') {
    const fresh = videoIds.filter((id) => !state.newIds.includes(id));
    const gone = new Set(state.gone);
    for (const id of videoIds) gone.delete(id);
    return { ...state, gone, newIds: [...state.newIds, ...fresh] };
  }
  return state;
}

function applyEvent(state: QueueState, event: QueueEvent, me: string | null, working: readonly string[]): QueueState {
  switch (event.type) {
    case 'video:changed':
    case 'videos:changed': {
      const { from, to, actor } = event.event;
      const ids = event.type === 'video:changed' ? [event.event.video_id] : event.event.video_ids;
      // One's own action (from this screen or another) is no news to one's own work.
      return applyChange(state, ids, from, to, actor ?? null, actor != null && actor === me ? [] : working);
    }
    case 'video:reviewing': {
      const { video_id, username, until } = event.event;
      if (username === me || state.gone.has(video_id)) return state;
      return { ...state, claims: { ...state.claims, [video_id]: { username, until } } };
    }
    case 'reconnected':
      // The pages are fetched again, new videos included.
      return { ...state, newIds: [], claims: {} };
  }
}

export function queueReducer(state: QueueState, action: QueueAction): QueueState {
  switch (action.type) {
    case 'event':
      return applyEvent(state, action.event, action.me, action.working ?? []);
    case 'acted':
      return { ...state, gone: new Set([...state.gone, action.videoId]) };
    case 'conflict':
      return {
        ...state,
        stale: { ...state.stale, [action.videoId]: action.notice },
        claims: without(state.claims, [action.videoId]),
      };
    case 'dismissed':
      // A card changed by someone but still pending (a voucher came first) stays in the queue once its notice
      // is read; one that left the queue (approved, removed) goes.
      return {
        ...state,
        gone: stillPending(state, action.videoId) ? state.gone : new Set([...state.gone, action.videoId]),
        stale: without(state.stale, [action.videoId]),
      };
    case 'new-shown':
      return state.newIds.length === 0 ? state : { ...state, newIds: [] };
  }
}

/** Whether a stale card's notice says someone changed it while it still waits for review (their voucher came first). */
export const stillPending = (state: QueueState, videoId: string) => state.stale[videoId]?.status === 'pending';

/** A card is shown while it is in the fetched pages and has not left the queue, or is stale. */
export const isShown = (state: QueueState, videoId: string) => !state.gone.has(videoId) || videoId in state.stale;

/** A claim still in force, by someone else. */
export function activeClaim(state: QueueState, videoId: string, now: number): ReviewClaim | undefined {
  const claim = state.claims[videoId];
  return claim && Date.parse(claim.until) > now ? claim : undefined;
}

/**
 * "Already approved by alice", or for an edit while pending, "Changed by bob since you loaded it", or when
 * the queue no longer has it and nobody said why, "No longer waiting for review".
 */
export function staleMessage({ status, actor }: StaleNotice): string {
  const by = actor ?? '';
  if (status === null) return translate('queue.noLongerPending');
  if (status === 'pending') return translate(actor ? 'queue.changedBy' : 'queue.changed', { actor: by });
  if (status === 'approved')
    return translate(actor ? 'queue.alreadyApprovedBy' : 'queue.alreadyApproved', { actor: by });
  return translate(actor ? 'queue.alreadyRemovedBy' : 'queue.alreadyRemoved', { actor: by });
}
