import { describe, expect, it } from 'vitest';
import { assertSafeSecrets, unsafeSecrets } from './secrets.ts';

const strong = 'q3J0v9Zk2xWm8LrT1bYc5NhP7sGd4Fa6Ue0Oi';

describe('secrets a deployment may start with', () => {
  it('accepts a long random JWT secret and a local or strongly protected database', () => {
    expect(unsafeSecrets({ JWT_SECRET: strong, DATABASE_URL: undefined })).toEqual([]);
    expect(unsafeSecrets({ JWT_SECRET: strong, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' })).toEqual([]);
    expect(unsafeSecrets({ JWT_SECRET: strong, DATABASE_URL: 'postgres://app@localhost/app' })).toEqual([]);
    expect(
      unsafeSecrets({ JWT_SECRET: strong, DATABASE_URL: 'postgres://app@x/app?host=/var/run/postgresql' }),
    ).toEqual([]);
    expect(
      unsafeSecrets({
        JWT_SECRET: strong,
        DATABASE_URL: `postgres://app:${encodeURIComponent(strong)}@db.internal/app`,
      }),
    ).toEqual([]);
  });

  it('refuses a missing, published or guessable JWT secret, saying how to make one', () => {
    for (const secret of [
      undefined,
      'change-me-local-only-insecure-jwt-secret',
      'a'.repeat(48),
      'abababababababababababababababababab',
    ]) {
      const [problem] = unsafeSecrets({ JWT_SECRET: secret, DATABASE_URL: undefined });
      expect(problem).toMatch(/JWT_SECRET/);
      expect(problem).toMatch(/openssl rand -base64 48/);
    }
  });

  it('refuses a networked database with no password or a default one', () => {
    const problems = (url: string) => unsafeSecrets({ JWT_SECRET: strong, DATABASE_URL: url });
    expect(problems('postgres://focustube@postgres:5432/focustube')[0]).toMatch(/no password/);
    expect(problems('postgres://focustube:focustube@postgres:5432/focustube')[0]).toMatch(/default or short/);
    expect(problems('postgres://app:postgres@db.example.com/app')[0]).toMatch(/default or short/);
    expect(problems('postgres://app:short@db.example.com/app')[0]).toMatch(/default or short/);
  });

  it('checks only the database for a process that signs no tokens (the worker)', () => {
    expect(unsafeSecrets({ JWT_SECRET: undefined, DATABASE_URL: undefined }, { signsTokens: false })).toEqual([]);
    expect(
      unsafeSecrets({ JWT_SECRET: undefined, DATABASE_URL: 'postgres://u@db:5432/x' }, { signsTokens: false }),
    ).toHaveLength(1);
  });

  it('lists every problem at once', () => {
    expect(() => assertSafeSecrets({ JWT_SECRET: undefined, DATABASE_URL: 'postgres://u:postgres@db:5432/x' })).toThrow(
      /2 problem\(s\)[\s\S]*JWT_SECRET[\s\S]*DATABASE_URL/,
    );
  });
});
