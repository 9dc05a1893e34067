import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, weakPasswordReason } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and OWASP parameters, and verifies', async () => {
    const hashed = await hashPassword('correct horse battery staple');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hashed, 'Correct horse battery staple')).toBe(false);
  });

  it('answers false, not an error, without an account or with a broken hash', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it.each([
    ['password123', 'too common'],
    ['aaaaaaaaaa', 'one repeated character'],
    ['learner42', 'cannot be your username'],
    ['ada@example.com', 'cannot be your username or email'],
  ])('refuses %s', (password, reason) => {
    expect(weakPasswordReason(password, 'learner42', 'ada@example.com')).toMatch(reason);
  });

  it('accepts an ordinary strong password', () => {
    expect(weakPasswordReason('tea-kettle-orbit-9', 'learner42', 'ada@example.com')).toBeNull();
  });
});
