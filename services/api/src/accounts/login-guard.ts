import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ProblemError } from '../errors.ts';
import { msg } from '../i18n.ts';
import { Counters } from '../counters.ts';

/** Failed sign-ins to one account from one address before that address is refused for that account. */
export const FAILURES_PER_ADDRESS = 10;
/** The window those failures are counted in, and the longest an address is refused. */
export const ADDRESS_WINDOW_MS = 15 * 60_000;
/** The window of the account-wide count (LOGIN_FAILURES_PER_HOUR). */
const ACCOUNT_WINDOW_MS = 60 * 60_000;
/** Past LOGIN_FAILURES_PER_HOUR, the account takes one attempt this often, from all addresses together. */
export const SLOWDOWN_MS = 5_000;

/**
 * Password guessing, as OWASP advises, without handing attackers a way to lock owners out:
 *
 * - per account and address: after FAILURES_PER_ADDRESS failures in ADDRESS_WINDOW_MS, that address
 *   is refused for that account until the window ends (429 with Retry-After). The owner, elsewhere,
 *   is untouched.
 * - per account, from every address together: past LOGIN_FAILURES_PER_HOUR failures in the hour, the
 *   account is slowed down, not locked: it takes one attempt every SLOWDOWN_MS (others answer 429 with
 *   a Retry-After of a few seconds), so many addresses gain an attacker at most 720 guesses an hour,
 *   and the owner gets in with the right password after a short wait.
 *
 * Refused attempts are answered before any password is verified. Accounts are counted by email
 * whether or not they exist, so the answers tell nothing. Counts live in Redis, or in this process's
 * memory while Redis is down (Counters).
 */
export class LoginGuard {
  private readonly counters: Counters;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly accountFailuresPerHour: number,
  ) {
    this.counters = new Counters(redis, `${prefix}:login`);
  }

  private static account(email: string) {
    return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  }

  private keys(email: string, address: string) {
    const account = LoginGuard.account(email);
    return {
      pair: `failures:${account}:${address}`,
      account: `failures:${account}`,
      turn: `turn:${account}`,
    };
  }

  /** Throws a 429 problem when this attempt must be refused; call it before verifying the password. */
  async admit(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    const [pair, account] = await Promise.all([this.counters.peek(keys.pair), this.counters.peek(keys.account)]);
    if (pair.count >= FAILURES_PER_ADDRESS) {
      const seconds = Math.max(1, Math.ceil(pair.ttlMs / 1000));
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      throw new ProblemError(429, msg('limit.loginFromNetwork', { minutes }), undefined, seconds);
    }
    if (account.count < this.accountFailuresPerHour) return;
    const waitMs = await this.counters.takeTurn(keys.turn, SLOWDOWN_MS);
    if (waitMs === null) return;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new ProblemError(429, msg('limit.loginSlowed', { every: SLOWDOWN_MS / 1000, seconds }), undefined, seconds);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    await Promise.all([
      this.counters.hit(keys.pair, ADDRESS_WINDOW_MS),
      this.counters.hit(keys.account, ACCOUNT_WINDOW_MS),
    ]);
  }

  /**
   * Forgets this address's failures on this account (after a sign-in or a password reset from it).
   * The account-wide count stays: clearing it would give attackers a fresh allowance whenever the
   * owner signs in.
   */
  async clearAddress(email: string, address: string): Promise<void> {
    await this.counters.forget(this.keys(email, address).pair);
  }
}
