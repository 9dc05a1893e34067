import { describe, expect, it } from 'vitest';

import { withHeldCards, type HeldCard, type HeldCards } from './held-cards';
import { NO_LONGER_PENDING, staleMessage } from './queue-state';

type Card = { video_id: string; title?: string };

const list = (...ids: string[]): Card[] => ids.map((video_id) => ({ video_id }));
const ids = (cards: readonly Card[]) => cards.map((card) => card.video_id);
const holding = (id: string, order: string[], search = '', title = `${id} as drawn`): HeldCard<Card> => ({
  video: { video_id: id, title },
  search,
  order,
});
const held = (...cards: HeldCard<Card>[]): HeldCards<Card> =>
  Object.fromEntries(cards.map((card) => [card.video.video_id, card]));

describe('withHeldCards', () => {
  it('follows the list read when nothing held is missing from it, held or not', () => {
    const read = list('a', 'b', 'c');
    const drawn = withHeldCards(read, held(holding('b', ['a', 'b', 'c'])), '');
    // The list's own copy of a card still in it wins over the snapshot: it is the newer.
    expect(drawn.videos).toBe(read);
    expect(drawn.missing.size).toBe(0);
    expect(withHeldCards(list('a'), {}, '').videos).toEqual(list('a'));
  });

  it('puts a held card the list no longer has back in its place, as it was drawn, and names it missing', () => {
    const drawn = withHeldCards(list('a', 'c', 'd', 'new'), held(holding('b', ['a', 'b', 'c', 'd'])), '');
    expect(ids(drawn.videos)).toEqual(['a', 'b', 'c', 'd', 'new']);
    expect(drawn.videos[1]).toEqual({ video_id: 'b', title: 'b as drawn' });
    expect([...drawn.missing]).toEqual(['b']);
  });

  it('places it after the nearest card before it still listed, else first; two held side by side stay so', () => {
    // The cards just before it left too: it follows the nearest one still there.
    expect(ids(withHeldCards(list('a', 'e'), held(holding('d', ['a', 'b', 'c', 'd', 'e'])), '').videos)).toEqual([
      'a',
      'd',
      'e',
    ]);
    // None before it is left: it comes first.
    expect(ids(withHeldCards(list('c', 'd'), held(holding('b', ['a', 'b', 'c', 'd'])), '').videos)).toEqual([
      'b',
      'c',
      'd',
    ]);
    // Two held neighbours, whatever order they were taken up in.
    const order = ['a', 'b', 'c', 'd'];
    expect(ids(withHeldCards(list('a', 'd'), held(holding('c', order), holding('b', order)), '').videos)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    // Nothing listed at all: the held card is the list.
    expect(ids(withHeldCards([], held(holding('b', ['a', 'b'])), '').videos)).toEqual(['b']);
    // Not in its own order (taken up before it was ever drawn): at the end rather than lost.
    expect(ids(withHeldCards(list('a'), held(holding('z', [])), '').videos)).toEqual(['a', 'z']);
  });

  it("leaves out a card held in another search's list", () => {
    const drawn = withHeldCards(list('a'), held(holding('b', ['a', 'b'], 'pangolin')), '');
    expect(ids(drawn.videos)).toEqual(['a']);
    expect(drawn.missing.size).toBe(0);
    expect(ids(withHeldCards(list('a'), held(holding('b', ['a', 'b'], 'pangolin')), 'pangolin').videos)).toEqual([
      'a',
      'b',
    ]);
  });

  it('says why a card put back can no longer be acted on when nobody said how it left', () => {
    expect(staleMessage(NO_LONGER_PENDING)).toBe('No longer waiting for review');
  });
});
