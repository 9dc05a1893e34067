import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * For the all-in-one laptop run only: a JWT secret kept in DATA_DIR, created on first start, so
 * sign-ins survive restarts without any setup. Services started on their own require JWT_SECRET.
 */
export function localJwtSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
