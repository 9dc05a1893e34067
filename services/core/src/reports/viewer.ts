import { createHmac } from 'node:crypto';

/**
 * Who saw a player fail, as a keyed hash: distinct viewers are told apart (each is counted once) while
 * neither a member's id nor an address is stored. The key is derived from a server secret (JWT_SECRET),
 * so a hash cannot be recomputed from guessed addresses without it.
 */
export function viewerKey(
  secret: string,
  who: { memberId: number } | { address: string; userAgent: string | undefined },
): string {
  const key = createHmac('sha256', secret).update('focustube:playback-viewers').digest();
  const subject = 'memberId' in who ? `member:${who.memberId}` : `visitor:${who.address}\n${who.userAgent ?? ''}`;
  return createHmac('sha256', key).update(subject).digest('base64url');
}
