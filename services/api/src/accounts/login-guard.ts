import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ProblemError } from '../plugins/problems.ts';

/**
 * Counts failed sign-ins per account (by email, whether or not it exists, so the lock reveals nothing)
 * for an hour, and refuses further attempts past the limit (OWASP ASVS 2.2.1). Redis being down never
 * blocks a sign-in.
 */
export class LoginGuard {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limitPerHour: number,
  ) {}

  private key(email: string) {
    return `${this.prefix}:login-failures:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
  }

  async assertAllowed(email: string): Promise<void> {
    let failures: string | null;
    let ttl: number;
    try {
      [failures, ttl] = await Promise.all([this.redis.get(this.key(email)), this.redis.ttl(this.key(email))]);
    } catch {
      return;
    }
    if (Number(failures ?? 0) >= this.limitPerHour) {
      const minutes = Math.max(1, Math.ceil(ttl / 60));
      throw new ProblemError(
        429,
        `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        Math.max(1, ttl),
      );
    }
  }

  async recordFailure(email: string): Promise<void> {
    try {
      await this.redis.multi().incr(this.key(email)).expire(this.key(email), 3600, 'NX').exec();
    } catch {
      // Counting is best effort.
    }
  }

  async clear(email: string): Promise<void> {
    await this.redis.del(this.key(email)).catch(() => undefined);
  }
}
