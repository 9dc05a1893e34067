import { LRUCache } from 'lru-cache';
import { CachedBody } from '../plugins/cached-body.ts';
import { dependsOn, EVERYTHING, type Tagged, type Tags } from '../plugins/cache-tags.ts';

interface Entry {
  body: CachedBody;
  tags: Tags;
}

/** Past this many tags dropped during one computation, a drop counts as a full clear for answers being made. */
const MAX_TRACKED_TAGS = 10_000;

/**
 * Catalogue answers as ready-to-send bodies (bytes, ETag, compressed forms), keyed by their
 * normalized query. Public lists are read far more often than moderators change them, so a hit skips
 * the database, JSON encoding and compression entirely. Each entry carries tags saying what it depends
 * on (cache-tags.ts); entries live `ttlMs` at most, and an announced change drops those whose tags it
 * names (`drop`), or all of them (`clear`).
 */
export class CatalogueCache {
  private readonly entries: LRUCache<string, Entry> | null;
  /** Answers being made, with their tags when known beforehand (null: known once made). */
  private readonly pending = new Map<string, { promise: Promise<Entry>; tags: Tags | null }>();
  /** Counts drops and clears: an answer remembers the count it started at. */
  private generation = 0;
  private clearedAt = 0;
  private droppedAt = 0;
  /** For answers being made: when each tag was last dropped. Forgotten whenever none is being made. */
  private readonly tagDroppedAt = new Map<string, number>();
  private computing = 0;
  /** Answers served from memory, and answers that had to be computed (for the cache hit ratio). */
  readonly stats = { hits: 0, misses: 0 };

  /** `maxBytes`: a bound on the bodies kept, for large ones (rendered pages); otherwise `maxEntries` alone. */
  constructor(ttlMs: number, maxEntries = 10_000, maxBytes?: number) {
    this.entries =
      ttlMs > 0
        ? new LRUCache<string, Entry>({
            max: maxEntries,
            ttl: ttlMs,
            ...(maxBytes ? { maxSize: maxBytes, sizeCalculation: (entry: Entry) => entry.body.bytes.length || 1 } : {}),
          })
        : null;
  }

  /**
   * Returns the cached body, or computes it once even when many requests ask at the same moment. `tags`:
   * what the answer depends on, or null when `compute` tells (returning a `Tagged`); an answer tagged by
   * neither depends on anything (`*`). A computed body may say it must not be kept (`CachedBody.keep`),
   * e.g. a page rendered without its data. The answer's tags are noted for a page being rendered.
   */
  async get(key: string, tags: Tags | null, compute: () => Promise<string | CachedBody | Tagged>): Promise<CachedBody> {
    const entry = await this.lookup(key, tags, compute);
    dependsOn(entry.tags);
    return entry.body;
  }

  private async lookup(
    key: string,
    tags: Tags | null,
    compute: () => Promise<string | CachedBody | Tagged>,
  ): Promise<Entry> {
    const make = async (): Promise<Entry> => {
      const made = await compute();
      if (typeof made === 'string') return { body: new CachedBody(made), tags: tags ?? [EVERYTHING] };
      if (made instanceof CachedBody) return { body: made, tags: tags ?? [EVERYTHING] };
      return { body: typeof made.body === 'string' ? new CachedBody(made.body) : made.body, tags: made.tags };
    };
    const entries = this.entries;
    if (!entries) {
      this.stats.misses += 1;
      return make();
    }
    const hit = entries.get(key);
    if (hit !== undefined) {
      this.stats.hits += 1;
      return hit;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) {
      this.stats.hits += 1;
      return inFlight.promise;
    }
    this.stats.misses += 1;
    const started = this.generation;
    this.computing += 1;
    const promise = make()
      .then((entry) => {
        // A change announced while computing may have made this answer stale: serve it, do not keep it.
        if (entry.body.keep && !this.droppedSince(started, entry.tags)) entries.set(key, entry);
        return entry;
      })
      .finally(() => {
        this.computing -= 1;
        if (this.computing === 0) this.tagDroppedAt.clear();
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
      });
    this.pending.set(key, { promise, tags });
    return promise;
  }

  /** Whether a change announced since `started` concerns an answer with these tags. */
  private droppedSince(started: number, tags: Tags): boolean {
    if (this.clearedAt > started) return true;
    if (this.droppedAt <= started) return false;
    return tags.some((tag) => tag === EVERYTHING || (this.tagDroppedAt.get(tag) ?? 0) > started);
  }

  /** Drops the answers that depend on any of `tags` (and those that may depend on anything). */
  drop(tags: Iterable<string>): void {
    const dropped = new Set(tags);
    const concerned = (entryTags: Tags) => entryTags.some((tag) => tag === EVERYTHING || dropped.has(tag));
    this.generation += 1;
    this.droppedAt = this.generation;
    if (this.computing > 0) {
      for (const tag of dropped) this.tagDroppedAt.set(tag, this.generation);
      if (this.tagDroppedAt.size > MAX_TRACKED_TAGS) {
        this.clearedAt = this.generation;
        this.tagDroppedAt.clear();
      }
    }
    for (const [key, p] of this.pending) if (!p.tags || concerned(p.tags)) this.pending.delete(key);
    if (!this.entries) return;
    const stale: string[] = [];
    for (const [key, entry] of this.entries.entries()) if (concerned(entry.tags)) stale.push(key);
    for (const key of stale) this.entries.delete(key);
  }

  /** Drops every answer. */
  clear(): void {
    this.generation += 1;
    this.clearedAt = this.generation;
    this.droppedAt = this.generation;
    this.tagDroppedAt.clear();
    this.pending.clear();
    this.entries?.clear();
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  /** Whether an answer is kept for `key` now (for tests and metrics; not counted as a lookup). */
  has(key: string): boolean {
    return this.entries?.has(key) ?? false;
  }
}
