import type { Redis } from 'ioredis';
import { ProblemError } from '../errors.ts';
import { msg } from '../i18n.ts';
import { Counters } from '../counters.ts';

const WINDOW_MS = 60_000;

const inSeconds = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return { seconds };
};

/**
 * Limits for POST /api/token/refresh/, which the web app calls on every page load and every
 * 15 minutes in each open tab. They are counted per sign-in (the refresh token's family), not per
 * IP address: a school, an office or a mobile carrier puts hundreds of learners behind one address,
 * and counting their page loads together signed them all out. A refresh token is 256 random bits,
 * so there is nothing to guess; the per-sign-in limit only stops one runaway client (a reload loop,
 * a script) from hammering the database. Tokens we do not know are counted per address instead,
 * with the same NAT-friendly ceiling as sign-in: a browser sends at most one before its cookie is
 * cleared. Fixed one-minute windows in Redis, shared by every API instance, counted in this process's
 * memory while Redis is down (Counters); Redis being down never blocks a refresh.
 */
export class RefreshLimits {
  private readonly counters: Counters;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly perSignIn: number,
    private readonly perAddressUnknown: number,
  ) {
    this.counters = new Counters(redis, `${prefix}:rate:refresh`);
  }

  /** Counts one refresh of the sign-in `familyId`; throws a 429 problem past the limit. */
  async countSignIn(familyId: string): Promise<void> {
    const retryMs = await this.hit(`family:${familyId}`, this.perSignIn);
    if (retryMs === null) return;
    const wait = inSeconds(retryMs);
    throw new ProblemError(429, msg('limit.refresh', { seconds: wait.seconds }), undefined, wait.seconds);
  }

  /** Counts one refresh with a token we do not know, per client address; throws a 429 problem past the limit. */
  async countUnknown(address: string): Promise<void> {
    const retryMs = await this.hit(`unknown:${address}`, this.perAddressUnknown);
    if (retryMs === null) return;
    const wait = inSeconds(retryMs);
    throw new ProblemError(
      429,
      msg('limit.network', { what: 'attempts', seconds: wait.seconds }),
      undefined,
      wait.seconds,
    );
  }

  /** Milliseconds until the window ends when this hit is over `max`; null when it is allowed. */
  private async hit(key: string, max: number): Promise<number | null> {
    const { count, ttlMs } = await this.counters.hit(key, WINDOW_MS);
    return count > max ? ttlMs : null;
  }
}
