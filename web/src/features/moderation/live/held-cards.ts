/**
 * A card the moderator holds: one they are at work on (an Approve or Remove open, a voucher typed, an
 * action of theirs on its way) or one whose stale notice they have not dismissed yet. Reading the queue
 * again must not take it from under them, so the queue keeps what the card last showed and where.
 */
export type HeldCard<V> = {
  video: V;
  /** The search whose list drew it: a card held in one list is not put into another search's. */
  search: string;
  /** The cards' ids as drawn when it was taken up, to put it back in its place. */
  order: readonly string[];
};

export type HeldCards<V> = Readonly<Record<string, HeldCard<V>>>;

const NONE: ReadonlySet<string> = new Set();

/**
 * The list as read (`listed`), with each card held in this search that the list no longer has put back
 * where it was drawn: after the nearest card drawn before it that is still on the list, else first. Also
 * the ids put back, which the queue no longer holds for review (the list was read after they left it).
 * Cards nobody holds follow the list.
 */
export function withHeldCards<V extends { video_id: string }>(
  listed: readonly V[],
  held: HeldCards<V>,
  search: string,
): { videos: readonly V[]; missing: ReadonlySet<string> } {
  const ids = new Set(listed.map((video) => video.video_id));
  const left = Object.values(held).filter((card) => card.search === search && !ids.has(card.video.video_id));
  if (left.length === 0) return { videos: listed, missing: NONE };
  const videos = [...listed];
  // Earliest drawn first, so two held cards side by side come back side by side.
  const at = (card: HeldCard<V>) => {
    const index = card.order.indexOf(card.video.video_id);
    return index === -1 ? Infinity : index;
  };
  for (const card of left.sort((a, b) => at(a) - at(b))) {
    const index = at(card);
    if (index === Infinity) {
      videos.push(card.video);
      continue;
    }
    let place = 0;
    for (let i = index - 1; i >= 0; i--) {
      const before = videos.findIndex((video) => video.video_id === card.order[i]);
      if (before !== -1) {
        place = before + 1;
        break;
      }
    }
    videos.splice(place, 0, card.video);
  }
  return { videos, missing: new Set(left.map((card) => card.video.video_id)) };
}
