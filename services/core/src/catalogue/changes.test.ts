import { describe, expect, it } from 'vitest';
import { MODERATION_ROOM, PUBLIC_ROOM } from '@focustube/contracts';
import { catalogueChangeOf, parseCatalogueChange, type CatalogueChange } from './changes.ts';

const video = (id: string, category: string | null, subcategory: string | null = null) => ({
  video_id: id,
  title: 'A lesson',
  assigned_category: category,
  subcategory,
  channel_id: 'UCchannel',
});
const changed = (from: string | null, to: string, v = video('abcdefghijk', 'technology', 'ai-tools')) => ({
  event: 'video:changed',
  room: from === 'approved' || to === 'approved' ? PUBLIC_ROOM : MODERATION_ROOM,
  payload: { outbox_id: 1, video_id: v.video_id, from, to, actor: 'mod', video: v },
});

describe('catalogueChangeOf', () => {
  it('announces nothing when no event is for the public room (a pending video removed)', () => {
    expect(catalogueChangeOf([changed('pending', 'removed')])).toBeUndefined();
    expect(catalogueChangeOf([])).toBeUndefined();
  });

  it('scopes approvals and removals to their videos and lists', () => {
    expect(
      catalogueChangeOf([
        changed('pending', 'approved'),
        changed('pending', 'removed'),
        changed('approved', 'removed', video('bbbbbbbbbbb', 'poverty')),
      ]),
    ).toEqual({
      scope: 1,
      videos: [
        { video_id: 'abcdefghijk', category: 'technology', subcategory: 'ai-tools', channel_id: 'UCchannel' },
        { video_id: 'bbbbbbbbbbb', category: 'poverty', subcategory: null, channel_id: 'UCchannel' },
      ],
      approved_set: true,
      courses: false,
    });
  });

  it('scopes a course change to the courses', () => {
    expect(catalogueChangeOf([{ event: 'course:changed', room: PUBLIC_ROOM, payload: { slug: 'x' } }])).toEqual({
      scope: 1,
      videos: [],
      approved_set: false,
      courses: true,
    });
  });

  it('scopes an approved video that stays approved to its place, and a move to both places', () => {
    const here = { video_id: 'abcdefghijk', category: 'technology', subcategory: 'ai-tools', channel_id: 'UCchannel' };
    expect(catalogueChangeOf([changed('approved', 'approved')])).toEqual({
      scope: 1,
      videos: [here],
      approved_set: true,
      courses: false,
    });
    const moved = changed('approved', 'approved');
    const payload = { ...moved.payload, moved_from: { assigned_category: 'health', subcategory: 'sleep' } };
    expect(catalogueChangeOf([{ ...moved, payload }])).toEqual({
      scope: 1,
      videos: [here, { ...here, category: 'health', subcategory: 'sleep' }],
      approved_set: true,
      courses: false,
    });
  });

  it('cannot scope what does not say where a video was: a batch of ids, an unknown event', () => {
    const batch = { video_ids: ['abcdefghijk'], from: 'pending', to: 'approved', actor: null };
    expect(catalogueChangeOf([{ event: 'videos:changed', room: PUBLIC_ROOM, payload: batch }])).toBeNull();
    expect(catalogueChangeOf([{ event: 'something:new', room: PUBLIC_ROOM, payload: {} }])).toBeNull();
    expect(catalogueChangeOf([{ event: 'video:changed', room: PUBLIC_ROOM, payload: { to: 'approved' } }])).toBeNull();
  });
});

describe('parseCatalogueChange', () => {
  it('reads a scoped announcement back, and nothing else', () => {
    const change: CatalogueChange = { scope: 1, videos: [], approved_set: true, courses: false };
    expect(parseCatalogueChange(JSON.stringify(change))).toEqual(change);
    expect(parseCatalogueChange(String(Date.now()))).toBeNull();
    expect(parseCatalogueChange('{not json')).toBeNull();
    expect(parseCatalogueChange(JSON.stringify({ ...change, scope: 2 }))).toBeNull();
    expect(parseCatalogueChange(JSON.stringify({ videos: [] }))).toBeNull();
  });
});
