import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from './config.ts';

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

const MAKE_ONE = 'Make one with: openssl rand -base64 48';
/** Values published in this project's files or tutorials everywhere: anyone could sign tokens with them. */
const PUBLISHED =
  /change.?me|insecure|example|^(secret|password|jwt.?secret|focustube|postgres|admin|root|test|12345678)$/i;
const LOOPBACK = new Set(['', 'localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * What makes a deployment unsafe to start: a missing or published JWT_SECRET, or a database reached
 * over the network with no password or a default one (`postgres`, `focustube`…). A database on this
 * host (loopback or a Unix socket) may rely on its own authentication.
 */
export function unsafeSecrets(
  config: Pick<Config, 'JWT_SECRET' | 'DATABASE_URL'>,
  { signsTokens = true }: { signsTokens?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const secret = config.JWT_SECRET;
  if (!signsTokens) {
    // The worker signs nothing; it only needs the database checked.
  } else if (!secret) problems.push(`JWT_SECRET is not set. Set it to a long random string. ${MAKE_ONE}`);
  else if (PUBLISHED.test(secret) || new Set(secret).size < 12)
    problems.push(`JWT_SECRET is a published or guessable value: anyone could sign in as anyone. ${MAKE_ONE}`);
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    const socketHost = url.searchParams.get('host')?.startsWith('/') ?? false;
    const password = decodeURIComponent(url.password);
    if (!socketHost && !LOOPBACK.has(url.hostname)) {
      if (!password)
        problems.push(`DATABASE_URL reaches ${url.hostname} with no password. Give the database user one. ${MAKE_ONE}`);
      else if (PUBLISHED.test(password) || password.length < 12)
        problems.push(
          `DATABASE_URL's password is a default or short one (under 12 characters). Change it on the database and here. ${MAKE_ONE}`,
        );
    }
  }
  return problems;
}

/** Stops a process that would run with an unsafe secret, listing every problem at once. */
export function assertSafeSecrets(
  config: Pick<Config, 'JWT_SECRET' | 'DATABASE_URL'>,
  options?: { signsTokens?: boolean },
): void {
  const problems = unsafeSecrets(config, options);
  if (problems.length > 0) throw new ConfigError(problems);
}
