import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's parameters: 19 MiB memory, 2 iterations, 1 lane. */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** Verified against a throwaway hash when there is no account, so timing does not reveal which emails exist. */
const dummyHash = hash('focustube-timing-equalizer', OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}

/** A short list of the passwords attackers try first; long passphrases need no such rule. */
const COMMON = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'abc12345',
  'admin123',
  'letmein1',
  'welcome1',
  'football',
  'baseball',
  'sunshine',
  '11111111',
  '00000000',
  'passw0rd',
  'focustube',
  'focustube1',
]);

/** Why a password is too weak, or null. Only checks what length alone cannot. */
export function weakPasswordReason(password: string, username: string, email: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'This password is too common. Choose a less predictable one.';
  if (/^(.)\1+$/.test(password)) return 'A password of one repeated character is too easy to guess.';
  if (
    lower === username.toLowerCase() ||
    lower === email.toLowerCase() ||
    lower === email.split('@')[0]!.toLowerCase()
  ) {
    return 'Your password cannot be your username or email.';
  }
  return null;
}
