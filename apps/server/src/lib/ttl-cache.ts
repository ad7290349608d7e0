import { LRUCache } from 'lru-cache'

/**
 * An LRU with a time to live for reads that are expensive, repeated, and may be briefly stale (directory pages
 * and facet counts). `invalidate()` drops everything; a load that started before an invalidation is not
 * stored, so a reader racing a writer cannot put the old answer back. While `pause()`d (the change feed that
 * calls invalidate() is down) nothing is stored: without the feed, a cached answer could stay wrong.
 */
export class TtlCache<V extends object> {
  readonly #entries: LRUCache<string, V>
  #generation = 0
  #paused = false

  /** `now` (milliseconds) is for tests that move time. */
  constructor(options: { max: number; ttlMs: number; now?: () => number }) {
    this.#entries = new LRUCache<string, V>({
      max: options.max,
      ttl: options.ttlMs,
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
}
