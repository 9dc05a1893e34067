/**
 * Keyset position in the approved feed (newest approval first). Carried in `next` links so deep
 * pages cost the same as page 1; an opaque, URL-safe string to clients.
 */
export interface FeedPosition {
  approvedAt: string;
  id: number;
}

export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`${position.approvedAt}|${position.id}`).toString('base64url');
}

/** Returns null for anything that is not a cursor this server wrote. */
export function decodeCursor(cursor: string): FeedPosition | null {
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const match = /^(\d{4}-\d\d-\d\dT[\d:.]+Z)\|(\d{1,18})$/.exec(decoded);
  if (!match || Number.isNaN(Date.parse(match[1]!))) return null;
  return { approvedAt: match[1]!, id: Number(match[2]) };
}

/** Keyset position in "Best First" (quality score, then id, both descending). */
export interface BestPosition {
  score: number;
  id: number;
}

export function encodeBestCursor(position: BestPosition): string {
  return Buffer.from(`best|${position.score}|${position.id}`).toString('base64url');
}

/** Returns null for anything that is not a "Best First" cursor this server wrote. */
export function decodeBestCursor(cursor: string): BestPosition | null {
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const match = /^best\|(-?[\d.e+-]{1,32})\|(\d{1,18})$/.exec(decoded);
  if (!match) return null;
  const score = Number(match[1]);
  return Number.isFinite(score) ? { score, id: Number(match[2]) } : null;
}
