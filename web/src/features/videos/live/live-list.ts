import type { Video } from '@focustube/contracts';

import type { LiveEventOf } from '@/lib/socket';

import type { ListFilter } from '../lib/list-from-url';

/** The live events a public list follows. */
export const LIST_EVENTS = ['video:changed', 'videos:changed', 'reconnected'] as const;
export type ListEvent = LiveEventOf<(typeof LIST_EVENTS)[number]>;

/** What one live event means for one list. */
export type LiveEffect =
  | { kind: 'none' }
  /** Newly approved videos of this list: counted, not inserted under the reader. */
  | { kind: 'added'; videoIds: string[] }
  /** A bulk approval names no categories: look at the first page to see which are this list's. */
  | { kind: 'maybe-added' }
  | { kind: 'removed'; videoIds: string[] }
  /** The socket was away: anything may have changed. */
  | { kind: 'refetch' };

export function belongsTo(filter: ListFilter, video: Pick<Video, 'assigned_category' | 'subcategory'>): boolean {
  const category = video.assigned_category?.toLowerCase();
  if (!category || !filter.categories.includes(category)) return false;
  return filter.subcategory === null || video.subcategory?.toLowerCase() === filter.subcategory;
}

export function liveEffect(event: ListEvent, filter: ListFilter): LiveEffect {
  if (event.type === 'reconnected') return { kind: 'refetch' };
  if (event.type === 'videos:changed') {
    const { to, from, video_ids } = event.event;
    if (to === 'approved' && from !== 'approved') return { kind: 'maybe-added' };
    if (from === 'approved' && to !== 'approved') return { kind: 'removed', videoIds: video_ids };
    return { kind: 'none' };
  }
  const { to, from, video, video_id } = event.event;
  if (to !== 'approved') return from === 'approved' ? { kind: 'removed', videoIds: [video_id] } : { kind: 'none' };
  if (belongsTo(filter, video)) return from === 'approved' ? { kind: 'none' } : { kind: 'added', videoIds: [video_id] };
  // Approved again under another category: it has left this list.
  return from === 'approved' ? { kind: 'removed', videoIds: [video_id] } : { kind: 'none' };
}

/** Ids waiting behind the "N new videos" button, newest first, each once. */
export type NewVideosState = readonly string[];

export type NewVideosAction =
  | { type: 'added'; videoIds: readonly string[]; shown: ReadonlySet<string> }
  | { type: 'removed'; videoIds: readonly string[] }
  | { type: 'cleared' };

export function newVideosReducer(state: NewVideosState, action: NewVideosAction): NewVideosState {
  switch (action.type) {
    case 'added': {
      const fresh = action.videoIds.filter((id) => !action.shown.has(id) && !state.includes(id));
      return fresh.length === 0 ? state : [...new Set([...fresh, ...state])];
    }
    case 'removed': {
      const left = state.filter((id) => !action.videoIds.includes(id));
      return left.length === state.length ? state : left;
    }
    case 'cleared':
      return state.length === 0 ? state : [];
  }
}
