import { describe, expect, it } from 'vitest';

import { createOutboxFilter, tokenPrincipal } from './socket';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;

describe('createOutboxFilter', () => {
  it('passes each outbox id on once, however often the relay sends it', () => {
    const firstDelivery = createOutboxFilter();
    expect([7, 8, 7, 9, 8].map(firstDelivery)).toEqual([true, true, false, true, false]);
  });

  it('remembers a bounded number of ids, forgetting the oldest', () => {
    const firstDelivery = createOutboxFilter(2);
    [1, 2, 3].forEach(firstDelivery);
    expect(firstDelivery(3)).toBe(false);
    expect(firstDelivery(1)).toBe(true);
  });
});

describe('tokenPrincipal', () => {
  it('is the same for a renewed token of the same account and role', () => {
    const first = token({ sub: '4', role: 'moderator', iat: 1 });
    const renewed = token({ sub: '4', role: 'moderator', iat: 2 });
    expect(first).not.toBe(renewed);
    expect(tokenPrincipal(renewed)).toBe(tokenPrincipal(first));
  });

  it('differs when signing in or out, as another account, or with another role', () => {
    const moderator = tokenPrincipal(token({ sub: '4', role: 'moderator' }));
    expect(tokenPrincipal(null)).not.toBe(moderator);
    expect(tokenPrincipal(token({ sub: '5', role: 'moderator' }))).not.toBe(moderator);
    expect(tokenPrincipal(token({ sub: '4', role: 'user' }))).not.toBe(moderator);
  });
});
