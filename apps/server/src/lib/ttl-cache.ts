import { LRUCache } from 'lru-cache'

/**
 * An LRU with a time to live for reads that are expensive, repeated, and may be briefly stale (directory pages
 * and facet counts). `invalidate()` drops everything; a load that started before an invalidation is not
 * stored, so a reader racing a writer cannot put the old answer back. While `pause()`d (the change feed that
 * calls invalidate() is down) nothing is stored: without the feed, a cached answer could stay wrong.
 *
 * Bounded by bytes as well as entries: a count alone lets a few large values (a broad search's page) take
 * any amount of memory. A value's size is its JSON length, measured once when stored (a miss already pays
 * for a query, so the serialisation is noise); the objects themselves take roughly 2-4x that on the heap.
 */
export const TTL_CACHE_DEFAULT_MAX_BYTES = 8 * 1024 * 1024
export class TtlCache<V extends object> {
  readonly #entries: LRUCache<string, V>
  #generation = 0
  #paused = false

  /** `maxBytes` counts JSON length (see above); `now` (milliseconds) is for tests that move time. */
  constructor(options: { max: number; ttlMs: number; maxBytes?: number; now?: () => number }) {
    this.#entries = new LRUCache<string, V>({
      max: options.max,
      ttl: options.ttlMs,
      maxSize: options.maxBytes ?? TTL_CACHE_DEFAULT_MAX_BYTES,
      // a value larger than the whole budget is simply not stored; key length counts too (a search text)
      sizeCalculation: (value, key) => Math.max(1, JSON.stringify(value).length + key.length),
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    })
  }

  get(key: string): V | undefined {
    return this.#entries.get(key)
  }

  /** The cached value, else `load()`'s, stored unless an invalidation happened meanwhile. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.#entries.get(key)
    if (cached) return cached
    const generation = this.#generation
    const value = await load()
    if (!this.#paused && generation === this.#generation) this.#entries.set(key, value)
    return value
  }

  invalidate(): void {
    this.#generation++
    this.#entries.clear()
  }

  /** Stop (true) or resume (false) storing; either way what is held now is dropped. */
  pause(paused: boolean): void {
    this.#paused = paused
    this.invalidate()
  }

  get size(): number {
    return this.#entries.size
  }

  /** What the stored values measure, in the JSON bytes `maxBytes` bounds. */
  get bytes(): number {
    return this.#entries.calculatedSize
  }
}
