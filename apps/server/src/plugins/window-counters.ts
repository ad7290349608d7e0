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
 * One limiter's fixed-window counters. A counter stays until its window ends, never pushed out by newer keys:
 * when the store is full, a key it does not hold is counted by one overflow counter that every such key
 * shares, with the same max and window. Every request is counted somewhere, so no flood of keys makes a
 * client uncounted or resets one's count (ADR 028).
 *
 * Evicting a counter far from its max (the earlier design) let keys take turns: with more keys in play than
 * the store holds, each was pushed out before it counted past a third of its max, and started again at 1.
 * Going uncounted once the store was full let any new key through. The price of the overflow counter: while
 * a flood holds the store full, keys new to it share one budget, so a new client may meet 429 until the
 * flood's windows end (they end in the order made, so room frees as soon as the flood slows); every client
 * already counted keeps its own count. Every step is O(1) (amortised).
 */
export class WindowCounters {
  private readonly counters = new Map<string, Counter>()
  // every counter in the order made: a limiter's windows are equally long, so the oldest ends first
  private readonly byAge = new Queue<Counter>()
  private overflow: Counter | undefined
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

  private hasRoom(now: number): boolean {
    if (this.counters.size < this.maxKeys) return true
    this.dropEnded(now)
    return this.counters.size < this.maxKeys
  }

  private add(key: string, resetAt: number): Counter {
    const counter: Counter = { key, count: 0, resetAt }
    this.counters.set(key, counter)
    this.byAge.push(counter)
    // the list also holds counters already gone (ended early by a later incr): past twice the store, drop them
    if (this.byAge.length > 2 * this.maxKeys) this.byAge.keep((c) => this.live(c))
    return counter
  }

  /** The counter for keys the full store cannot hold, in a window of its own. */
  private overflowCounter(now: number, timeWindow: number): Counter {
    if (!this.overflow || this.overflow.resetAt <= now) {
      this.overflow = { key: '', count: 0, resetAt: now + timeWindow }
    }
    return this.overflow
  }

  incr(rawKey: string, timeWindow: number): { current: number; ttl: number } {
    const key = compactKey(rawKey)
    const now = Date.now()
    let counter = this.counters.get(key)
    if (counter && counter.resetAt <= now) {
      this.counters.delete(key)
      counter = undefined
    }
    if (!counter) {
      if (this.hasRoom(now)) {
        counter = this.add(key, now + timeWindow)
      } else {
        this.onFull()
        counter = this.overflowCounter(now, timeWindow)
      }
    }
    counter.count += 1
    return { current: counter.count, ttl: counter.resetAt - now }
  }

  /** Frees every window that has ended (the app calls it each minute, so memory falls after a flood). */
  sweep(now: number) {
    this.dropEnded(now)
  }

  close() {
    this.counters.clear()
    this.byAge.keep(() => false)
    this.overflow = undefined
  }
}
