/**
 * A small LRU with a time to live. Used where a read is expensive, repeated, and may be a few seconds stale
 * (directory pages and facet counts); writers in this process call clear() so their own changes show at once.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>()
  readonly #max: number
  readonly #ttlMs: number

  constructor(options: { max: number; ttlMs: number }) {
    this.#max = options.max
    this.#ttlMs = options.ttlMs
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    if (entry.expires <= now) return undefined
    this.#entries.set(key, entry) // most recently used goes last
    return entry.value
  }

  set(key: string, value: V, now = Date.now()): void {
    this.#entries.delete(key)
    this.#entries.set(key, { value, expires: now + this.#ttlMs })
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
  }

  clear(): void {
    this.#entries.clear()
  }

  get size(): number {
    return this.#entries.size
  }
}
