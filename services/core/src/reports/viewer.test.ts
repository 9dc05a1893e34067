import { describe, expect, it } from 'vitest';
import { viewerKey, visitorNetwork } from './viewer.ts';

describe('visitorNetwork', () => {
  it('keeps an IPv4 address, mapped or not', () => {
    expect(visitorNetwork('196.41.32.7')).toBe('196.41.32.7');
    expect(visitorNetwork('::ffff:196.41.32.7')).toBe('196.41.32.7');
  });

  it("takes an IPv6 address's /64, however it is written", () => {
    expect(visitorNetwork('2c0f:fe38:2100:aa01:1c2d:3e4f:5a6b:7c8d')).toBe('2c0f:fe38:2100:aa01::/64');
    expect(visitorNetwork('2c0f:fe38:2100:aa01::1')).toBe('2c0f:fe38:2100:aa01::/64');
    expect(visitorNetwork('2C0F:FE38:2100:00AA::9')).toBe('2c0f:fe38:2100:aa::/64');
    expect(visitorNetwork('2c0f:fe38::1')).toBe('2c0f:fe38:0:0::/64');
    expect(visitorNetwork('::1')).toBe('0:0:0:0::/64');
    // An IPv4 address written in the last 32 bits (NAT64): still the /64 of the IPv6 address.
    expect(visitorNetwork('64:ff9b::196.41.32.7')).toBe('64:ff9b:0:0::/64');
  });
});

describe('viewerKey', () => {
  const secret = 'a'.repeat(32);
  it('is one viewer per member, and per network for visitors', () => {
    expect(viewerKey(secret, { memberId: 7 })).toBe(viewerKey(secret, { memberId: 7 }));
    expect(viewerKey(secret, { memberId: 7 })).not.toBe(viewerKey(secret, { memberId: 8 }));
    expect(viewerKey(secret, { address: '2c0f:fe38:2100:aa01::1' })).toBe(
      viewerKey(secret, { address: '2c0f:fe38:2100:aa01::2' }),
    );
    expect(viewerKey(secret, { address: '196.41.32.7' })).not.toBe(viewerKey(secret, { address: '196.41.32.8' }));
  });

  it('depends on the secret', () => {
    expect(viewerKey(secret, { memberId: 7 })).not.toBe(viewerKey('b'.repeat(32), { memberId: 7 }));
  });
});
