import { LRUCache } from 'lru-cache';
import { CachedBody } from '../plugins/cached-body.ts';

/**
 * Catalogue answers as ready-to-send bodies (bytes, ETag, compressed forms), keyed by their
 * normalized query. Public lists are read far more often than moderators change them, so a hit skips
 * the database, JSON encoding and compression entirely. Entries live `ttlMs` at most and are all
 * dropped when a catalogue change is announced.
 */
export class CatalogueCache {
  private readonly entries: LRUCache<string, CachedBody> | null;
  private readonly pending = new Map<string, Promise<CachedBody>>();
  private generation = 0;
  /** Answers served from memory, and answers that had to be computed (for the cache hit ratio). */
  readonly stats = { hits: 0, misses: 0 };

  /** `maxBytes`: a bound on the bodies kept, for large ones (rendered pages); otherwise `maxEntries` alone. */
  constructor(ttlMs: number, maxEntries = 10_000, maxBytes?: number) {
    this.entries =
      ttlMs > 0
        ? new LRUCache({
            max: maxEntries,
            ttl: ttlMs,
            ...(maxBytes ? { maxSize: maxBytes, sizeCalculation: (body: CachedBody) => body.bytes.length || 1 } : {}),
          })
        : null;
  }

  /**
   * Returns the cached body, or computes it once even when many requests ask at the same moment. A
   * computed body may say it must not be kept (`CachedBody.keep`), e.g. a page rendered without its data.
   */
  async get(key: string, compute: () => Promise<string | CachedBody>): Promise<CachedBody> {
    const make = async () => {
      const made = await compute();
      return typeof made === 'string' ? new CachedBody(made) : made;
    };
    if (!this.entries) {
      this.stats.misses += 1;
      return make();
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.stats.hits += 1;
      return hit;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) {
      this.stats.hits += 1;
      return inFlight;
    }
    this.stats.misses += 1;
    const generation = this.generation;
    const promise = make().finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    const body = await promise;
    // A change announced while computing may have made this answer stale: serve it, do not keep it.
    if (generation === this.generation && body.keep) this.entries.set(key, body);
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
