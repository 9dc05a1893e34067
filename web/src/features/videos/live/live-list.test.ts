import type { Video, VideoChangedEvent } from '@focustube/contracts';
import { describe, expect, it } from 'vitest';

import { liveEffect, newVideosReducer } from './live-list';

const technology = { categories: ['technology'], subcategory: null };
const yoga = { categories: ['health'], subcategory: 'yoga' };

const changed = (
  video_id: string,
  from: VideoChangedEvent['from'],
  to: VideoChangedEvent['to'],
  assigned_category: string | null,
  subcategory: string | null = null,
): { type: 'video:changed'; event: VideoChangedEvent } => ({
  type: 'video:changed',
  event: {
    outbox_id: 1,
    video_id,
    from,
    to,
    actor: null,
    video: { video_id, assigned_category, subcategory } as Video,
  },
});

describe('liveEffect', () => {
  it('counts a newly approved video only on the lists it belongs to', () => {
    expect(liveEffect(changed('v1', 'pending', 'approved', 'technology'), technology)).toEqual({
      kind: 'added',
      videoIds: ['v1'],
    });
    expect(liveEffect(changed('v1', 'pending', 'approved', 'languages'), technology)).toEqual({ kind: 'none' });
    expect(liveEffect(changed('v2', 'pending', 'approved', 'health', 'sleep'), yoga)).toEqual({ kind: 'none' });
    expect(liveEffect(changed('v2', 'pending', 'approved', 'health', 'yoga'), yoga).kind).toBe('added');
  });

  it('removes a video that leaves the approved list, or moves to another category', () => {
    expect(liveEffect(changed('v1', 'approved', 'removed', 'technology'), technology)).toEqual({
      kind: 'removed',
      videoIds: ['v1'],
    });
    expect(liveEffect(changed('v1', 'approved', 'approved', 'languages'), technology)).toEqual({
      kind: 'removed',
      videoIds: ['v1'],
    });
    expect(liveEffect(changed('v1', 'pending', 'removed', 'technology'), technology)).toEqual({ kind: 'none' });
  });

  it('looks again after bulk approvals and reconnects', () => {
    const bulk = { outbox_id: 2, video_ids: ['a', 'b'], actor: null };
    expect(
      liveEffect({ type: 'videos:changed', event: { ...bulk, from: 'pending', to: 'approved' } }, technology),
    ).toEqual({
      kind: 'maybe-added',
    });
    expect(
      liveEffect({ type: 'videos:changed', event: { ...bulk, from: 'approved', to: 'removed' } }, technology),
    ).toEqual({
      kind: 'removed',
      videoIds: ['a', 'b'],
    });
    expect(liveEffect({ type: 'reconnected' }, technology)).toEqual({ kind: 'refetch' });
  });
});

describe('newVideosReducer', () => {
  it('counts each new video once, skips those already shown, and forgets removed ones', () => {
    const shown = new Set(['old']);
    let state = newVideosReducer([], { type: 'added', videoIds: ['n1', 'old'], shown });
    state = newVideosReducer(state, { type: 'added', videoIds: ['n1', 'n2'], shown });
    expect(state).toEqual(['n2', 'n1']);
    state = newVideosReducer(state, { type: 'removed', videoIds: ['n1'] });
    expect(state).toEqual(['n2']);
    expect(newVideosReducer(state, { type: 'cleared' })).toEqual([]);
  });
});
