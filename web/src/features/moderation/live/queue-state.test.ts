import type { Video, VideoChangedEvent } from '@focustube/contracts';
import { describe, expect, it } from 'vitest';

import {
  activeClaim,
  initialQueueState,
  isShown,
  queueReducer,
  staleMessage,
  type QueueEvent,
  type QueueState,
} from './queue-state';

const changed = (
  outbox_id: number,
  video_id: string,
  from: VideoChangedEvent['from'],
  to: VideoChangedEvent['to'],
  actor = 'alice',
): QueueEvent => ({
  type: 'video:changed',
  event: { outbox_id, video_id, from, to, actor, video: { video_id } as Video },
});

const run = (events: QueueEvent[], me: string | null = 'me', state: QueueState = initialQueueState) =>
  events.reduce((s, event) => queueReducer(s, { type: 'event', event, me }), state);

describe('queueReducer', () => {
  it('takes a card off the queue when anyone approves or removes it', () => {
    const state = run([changed(1, 'a', 'pending', 'approved'), changed(2, 'b', 'pending', 'removed')]);
    expect(isShown(state, 'a')).toBe(false);
    expect(isShown(state, 'b')).toBe(false);
    expect(isShown(state, 'c')).toBe(true);
    const bulk = run([
      {
        type: 'videos:changed',
        event: { outbox_id: 3, video_ids: ['c', 'd'], from: 'pending', to: 'approved', actor: 'bob' },
      },
    ]);
    expect(isShown(bulk, 'c') || isShown(bulk, 'd')).toBe(false);
  });

  it('counts newly imported videos for the "new in the queue" button, and forgets them once shown or handled', () => {
    let state = run([
      {
        type: 'videos:changed',
        event: { outbox_id: 1, video_ids: ['n1', 'n2'], from: null, to: 'pending', actor: null },
      },
      changed(2, 'n1', 'pending', 'approved'),
    ]);
    expect(state.newIds).toEqual(['n2']);
    state = queueReducer(state, { type: 'new-shown' });
    expect(state.newIds).toEqual([]);
  });

  it('keeps a card whose action lost the race, stale and naming the winner, until dismissed', () => {
    let state = queueReducer(initialQueueState, {
      type: 'conflict',
      videoId: 'a',
      notice: { status: 'approved', actor: 'alice' },
    });
    state = run([changed(1, 'a', 'pending', 'approved')], 'me', state);
    expect(isShown(state, 'a')).toBe(true);
    expect(staleMessage(state.stale.a!)).toBe('Already approved by alice');
    state = queueReducer(state, { type: 'dismissed', videoId: 'a' });
    expect(isShown(state, 'a')).toBe(false);
    expect(staleMessage({ status: 'pending', actor: 'bob' })).toBe('Changed by bob since you loaded it');
    expect(staleMessage({ status: 'removed', actor: null })).toBe('Already removed');
  });

  it('keeps in the queue, once its notice is dismissed, a card someone changed that is still pending (their voucher came first)', () => {
    let state = queueReducer(initialQueueState, {
      type: 'conflict',
      videoId: 'a',
      notice: { status: 'pending', actor: 'bob' },
    });
    state = run([changed(1, 'a', 'pending', 'pending')], 'me', state);
    expect(isShown(state, 'a')).toBe(true);
    state = queueReducer(state, { type: 'dismissed', videoId: 'a' });
    expect(state.stale.a).toBeUndefined();
    expect(isShown(state, 'a')).toBe(true);
  });

  it("shows other moderators' claims while they last, never one's own", () => {
    const until = new Date(Date.now() + 60_000).toISOString();
    const state = run([
      { type: 'video:reviewing', event: { video_id: 'a', username: 'alice', until } },
      { type: 'video:reviewing', event: { video_id: 'b', username: 'me', until } },
    ]);
    expect(activeClaim(state, 'a', Date.now())?.username).toBe('alice');
    expect(activeClaim(state, 'a', Date.now() + 120_000)).toBeUndefined();
    expect(activeClaim(state, 'b', Date.now())).toBeUndefined();
    expect(activeClaim(run([changed(1, 'a', 'pending', 'removed')], 'me', state), 'a', Date.now())).toBeUndefined();
  });

  it('turns stale, naming who handled it, a card the moderator is at work on; the others leave, and so does one of their own', () => {
    const event = (e: QueueEvent, working: string[], me = 'me', state = initialQueueState) =>
      queueReducer(state, { type: 'event', event: e, me, working });
    let state = event(changed(1, 'a', 'pending', 'removed', 'bob'), ['a']);
    expect(isShown(state, 'a')).toBe(true);
    expect(staleMessage(state.stale.a!)).toBe('Already removed by bob');
    state = event(
      {
        type: 'videos:changed',
        event: { outbox_id: 2, video_ids: ['b', 'c'], from: 'pending', to: 'approved', actor: 'amina' },
      },
      ['c'],
      'me',
      state,
    );
    expect(isShown(state, 'b')).toBe(false);
    expect(staleMessage(state.stale.c!)).toBe('Already approved by amina');
    // One's own action (from another tab) and a card already dismissed are no news.
    expect(isShown(event(changed(3, 'd', 'pending', 'approved', 'me'), ['d']), 'd')).toBe(false);
    state = queueReducer(state, { type: 'dismissed', videoId: 'a' });
    expect(isShown(event(changed(4, 'a', 'pending', 'removed', 'bob'), ['a'], 'me', state), 'a')).toBe(false);
    // A lost race's notice stays as it was.
    const raced = queueReducer(initialQueueState, {
      type: 'conflict',
      videoId: 'e',
      notice: { status: 'approved', actor: 'x' },
    });
    expect(event(changed(5, 'e', 'pending', 'approved', 'x'), ['e'], 'me', raced).stale.e).toBe(raced.stale.e);
  });
});
