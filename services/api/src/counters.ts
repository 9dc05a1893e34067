import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** How many keys each process keeps while Redis is down; the oldest are dropped past this. */
const MEMORY_KEYS = 20_000;

interface Entry {
  count: number;
  expiresAt: number;
}

/**
 * Fixed-window counters and one-at-a-time turns for the sign-in limits, in Redis so every API
 * instance shares them. When Redis cannot be reached they are kept in this process's memory instead
 * (a bounded map whose entries expire), so the limits keep holding on each instance rather than
 * failing open; a limit never blocks a request because Redis is down. Counts kept in memory during
 * an outage are not carried back into Redis.
 */
export class Counters {
  private readonly memory = new LRUCache<string, Entry>({ max: MEMORY_KEYS });

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private full(key: string) {
    return `${this.prefix}:${key}`;
  }

  private live(key: string): Entry | undefined {
    const entry = this.memory.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.memory.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Adds one to `key` (its window starts with the first hit); answers the count and the ms left in the window. */
  async hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const full = this.full(key);
    try {
      const results = await this.redis.multi().incr(full).pexpire(full, windowMs, 'NX').pttl(full).exec();
      if (!results || results.some(([err]) => err)) throw new Error('redis transaction failed');
      const ttl = Number(results[2]![1]);
      return { count: Number(results[0]![1]), ttlMs: ttl > 0 ? ttl : windowMs };
    } catch {
      const now = Date.now();
      const entry = this.live(full) ?? { count: 0, expiresAt: now + windowMs };
      entry.count += 1;
      this.memory.set(full, entry);
      return { count: entry.count, ttlMs: entry.expiresAt - now };
    }
  }

  /** The count of `key` without adding to it (0 when none), and the ms left in its window. */
  async peek(key: string): Promise<{ count: number; ttlMs: number }> {
    const full = this.full(key);
    try {
      const [count, ttl] = await Promise.all([this.redis.get(full), this.redis.pttl(full)]);
      return { count: Number(count ?? 0), ttlMs: Math.max(0, ttl) };
    } catch {
      const entry = this.live(full);
      return entry ? { count: entry.count, ttlMs: entry.expiresAt - Date.now() } : { count: 0, ttlMs: 0 };
    }
  }

  /** Takes the turn `key` for `ms` if nobody holds it: null when taken, otherwise the ms until it is free. */
  async takeTurn(key: string, ms: number): Promise<number | null> {
    const full = this.full(key);
    try {
      const results = await this.redis.multi().set(full, '1', 'PX', ms, 'NX').pttl(full).exec();
      if (!results || results.some(([err]) => err)) throw new Error('redis transaction failed');
      if (results[0]![1] === 'OK') return null;
      return Math.max(1, Number(results[1]![1]));
    } catch {
      const now = Date.now();
      const entry = this.live(full);
      if (entry) return Math.max(1, entry.expiresAt - now);
      this.memory.set(full, { count: 1, expiresAt: now + ms });
      return null;
    }
  }

  async forget(key: string): Promise<void> {
    const full = this.full(key);
    this.memory.delete(full);
    await this.redis.del(full).catch(() => undefined);
  }
}
