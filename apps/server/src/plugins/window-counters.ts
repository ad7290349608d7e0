import { compactKey } from './rate-limit-key.ts'

/**
 * Counters one limiter keeps in memory at most. Keys are at most 64 characters (rate-limit-key.ts), so a
 * counter costs ~260 bytes: a limiter full of 254-character emails measured 13 MB of heap.
 */
export const MEMORY_STORE_MAX_KEYS = 50_000

interface Counter {
  key: string
  count: number
  resetAt: number
  /** at or under a third of its max: it limits nobody yet, so it may make room for a new key */
  evictable: boolean
}

/**
 * A first-in first-out list with O(1) shift. (Taking the first entry of a Map or Set after many deletions
 * walks the deleted slots first, which made every eviction O(n).)
 */
class Queue<T> {
  private items: (T | undefined)[] = []
  private head = 0

  get length() {
    return this.items.length - this.head
  }

  push(item: T) {
    this.items.push(item)
  }

  peek(): T | undefined {
    return this.items[this.head]
  }

  shift(): T | undefined {
    const item = this.items[this.head]
    if (item === undefined) return undefined
    this.items[this.head++] = undefined
    if (this.head >= 1024 && this.head * 2 >= this.items.length) this.keep(() => true)
    return item
  }

  keep(wanted: (item: T) => boolean) {
    this.items = this.items.slice(this.head).filter((item): item is T => item !== undefined && wanted(item))
    this.head = 0
  }
}

/**
 * One limiter's fixed-window counters. A counter stays until its window ends, except when the store is full:
 * then a new key takes the place of the oldest counter still at or under a third of its max (it limits
 * nobody yet), and when every counter is past that, the new key goes uncounted here until room frees up.
 *
 * Why not refuse (fail closed): a flood of new keys would lock out every innocent client. Why not evict any
 * counter: a guesser could flood to reset its victim's count. Here a counter past a third of its max is never
 * pushed out, so a victim's count survives any flood once guesses matter; a smaller one goes only after every
 * evictable counter older than it, so each time costs the flooder up to a store of new keys (each through the
 * per-address limiter) for max/3 more tries. Filling the store with counters past a third takes max/3 + 1
 * counted requests per key; only then does a new key go uncounted in this limiter, while the per-address
 * limiter still counts it. Every step is O(1) (amortised).
 */
export class WindowCounters {
  private readonly counters = new Map<string, Counter>()
  // every counter in the order made: a limiter's windows are equally long, so the oldest ends first
  private readonly byAge = new Queue<Counter>()
  // the counters that were evictable when made, oldest first; one past a third leaves for good when reached
  private readonly evictable = new Queue<Counter>()
  private readonly maxKeys: number
  private readonly onFull: () => void

  constructor(maxKeys = MEMORY_STORE_MAX_KEYS, onFull: () => void = () => {}) {
    this.maxKeys = maxKeys
    this.onFull = onFull
  }

  get size() {
    return this.counters.size
  }

  private live(counter: Counter) {
    return this.counters.get(counter.key) === counter
  }

  /** Frees the windows that have ended, oldest first. */
  private dropEnded(now: number) {
    for (let c = this.byAge.peek(); c && (c.resetAt <= now || !this.live(c)); c = this.byAge.peek()) {
      this.byAge.shift()
      if (this.live(c)) this.counters.delete(c.key)
    }
  }

  /** Makes room for one new key; false when the store is full of counters that may not be evicted. */
  private makeRoom(now: number): boolean {
    if (this.counters.size < this.maxKeys) return true
    this.dropEnded(now)
    if (this.counters.size < this.maxKeys) return true
    for (let c = this.evictable.shift(); c; c = this.evictable.shift()) {
      if (c.evictable && this.live(c)) {
        this.counters.delete(c.key)
        return true
      }
    }
    return false
  }

  private add(key: string, resetAt: number): Counter {
    const counter: Counter = { key, count: 0, resetAt, evictable: true }
    this.counters.set(key, counter)
    this.byAge.push(counter)
    this.evictable.push(counter)
    // both lists also hold counters already gone: past twice the store, drop those (amortised O(1))
    if (this.byAge.length > 2 * this.maxKeys) this.byAge.keep((c) => this.live(c))
    if (this.evictable.length > 2 * this.maxKeys) this.evictable.keep((c) => c.evictable && this.live(c))
    return counter
  }

  incr(rawKey: string, timeWindow: number, max: number): { current: number; ttl: number } {
    const key = compactKey(rawKey)
    const now = Date.now()
    let counter = this.counters.get(key)
    if (counter && counter.resetAt <= now) {
      this.counters.delete(key)
      counter = undefined
    }
    if (!counter) {
      if (!this.makeRoom(now)) {
        this.onFull()
        return { current: 1, ttl: timeWindow }
      }
      counter = this.add(key, now + timeWindow)
    }
    counter.count += 1
    counter.evictable &&= counter.count * 3 <= max
    return { current: counter.count, ttl: counter.resetAt - now }
  }

  /** Frees every window that has ended (the app calls it each minute, so memory falls after a flood). */
  sweep(now: number) {
    this.dropEnded(now)
  }

  close() {
    this.counters.clear()
    this.byAge.keep(() => false)
    this.evictable.keep(() => false)
  }
}
