import { LRUCache } from 'lru-cache';

/**
 * Serialized catalogue answers, keyed by their normalized query. Public lists are read far more often
 * than moderators change them, so a hit skips the database and JSON encoding entirely. Entries live
 * `ttlMs` at most and are all dropped when a catalogue change is announced.
 */
export class CatalogueCache {
  private readonly entries: LRUCache<string, string> | null;
  private readonly pending = new Map<string, Promise<string>>();
  private generation = 0;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.entries = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs }) : null;
  }

  /** Returns the cached body, or computes it once even when many requests ask at the same moment. */
  async get(key: string, compute: () => Promise<string>): Promise<string> {
    if (!this.entries) return compute();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = compute().finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    const body = await promise;
    // A change announced while computing may have made this answer stale: serve it, do not keep it.
    if (generation === this.generation) this.entries.set(key, body);
    return body;
  }

  clear(): void {
    this.generation += 1;
    this.pending.clear();
    this.entries?.clear();
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}
