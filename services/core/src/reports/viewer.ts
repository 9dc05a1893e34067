import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * The part of an address that stands for one visitor: an IPv4 address, or an IPv6 address's /64 (one
 * home or phone is given a whole /64, and picks any address in it).
 */
export function visitorNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
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
