import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * The part of an address that stands for one visitor: an IPv4 address, or an IPv6 address's /64 (one
 * home or phone is given a whole /64, and picks any address in it).
 */
export function visitorNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::', 2) as [string, string?];
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Who saw a player fail, as a keyed hash: distinct viewers are told apart (each is counted once) while
 * neither a member's id nor an address is stored. A visitor is their address (network, for IPv6), not
 * what their browser says of itself: a User-Agent is the sender's to choose, and one person sending many
 * would count as many viewers. The key is derived from a server secret (JWT_SECRET), so a hash cannot be
 * recomputed from guessed addresses without it.
 */
export function viewerKey(secret: string, who: { memberId: number } | { address: string }): string {
  const key = createHmac('sha256', secret).update('focustube:playback-viewers').digest();
  const subject = 'memberId' in who ? `member:${who.memberId}` : `visitor:${visitorNetwork(who.address)}`;
  return createHmac('sha256', key).update(subject).digest('base64url');
}
