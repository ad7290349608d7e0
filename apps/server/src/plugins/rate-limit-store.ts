import type { FastifyBaseLogger } from 'fastify'
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit'
import { Redis } from 'ioredis'

/**
 * Where rate-limit counters live. @fastify/rate-limit's own memory store is an LRU of 5,000 keys per
 * limiter: 5,000 requests naming other accounts evict a victim's counter and reset its limit. Here a counter
 * leaves only when its window ends, so no amount of other traffic can push it out; with REDIS_URL every
 * instance counts in one Redis.
 */
export interface RateLimitBackend {
  /** Spread into `app.register(rateLimit, { global: false, ...pluginOptions })`. */
  pluginOptions: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>
  close(): Promise<void>
}

/**
 * Counters kept in memory (one instance), bounded by count and by bytes: a key names an email address (up to
 * 254 characters), so a count alone would let long keys take several times the memory short ones do.
 */
export const MEMORY_STORE_MAX_KEYS = 200_000
export const MEMORY_STORE_MAX_BYTES = 32 * 1024 * 1024
// What one counter costs besides its key's characters: the Map entry, the counter object, the string header
// (an estimate on the high side; characters count 2 bytes each, as if every key were two-byte)
const COUNTER_OVERHEAD_BYTES = 120
const costOf = (key: string) => COUNTER_OVERHEAD_BYTES + key.length * 2
const SWEEP_EVERY_MS = 60_000

interface Counter {
  count: number
  resetAt: number
}

/**
 * Fixed-window counters in a Map that never evicts a live counter. When it is full of live counters
 * (MEMORY_STORE_MAX_KEYS keys or MEMORY_STORE_MAX_BYTES inside their windows: an attack from that many
 * addresses), a new key is refused as over its limit rather than making room: failing closed keeps every
 * victim's count intact.
 */
export class WindowCounters {
  private readonly counters = new Map<string, Counter>()
  private lastSweep = 0
  private readonly timer: NodeJS.Timeout
  private readonly maxKeys: number
  private readonly maxBytes: number
  private readonly onFull: () => void
  private bytesUsed = 0

  constructor(
    maxKeys = MEMORY_STORE_MAX_KEYS,
    onFull: () => void = () => {},
    maxBytes = MEMORY_STORE_MAX_BYTES,
  ) {
    this.maxKeys = maxKeys
    this.maxBytes = maxBytes
    this.onFull = onFull
    this.timer = setInterval(() => this.sweep(Date.now()), SWEEP_EVERY_MS).unref()
  }

  get size() {
    return this.counters.size
  }

  /** The estimated memory the counters take (what MEMORY_STORE_MAX_BYTES bounds). */
  get bytes() {
    return this.bytesUsed
  }

  private full(key: string) {
    return this.counters.size >= this.maxKeys || this.bytesUsed + costOf(key) > this.maxBytes
  }

  private forget(key: string) {
    if (this.counters.delete(key)) this.bytesUsed -= costOf(key)
  }

  incr(key: string, timeWindow: number, max: number): { current: number; ttl: number } {
    const now = Date.now()
    let counter = this.counters.get(key)
    if (counter && counter.resetAt <= now) {
      this.forget(key)
      counter = undefined
    }
    if (!counter) {
      // a full sweep is O(n): at most once a second, so a flood cannot turn it into a CPU drain
      if (this.full(key) && now - this.lastSweep >= 1000) this.sweep(now)
      if (this.full(key)) {
        this.onFull()
        return { current: max + 1, ttl: timeWindow }
      }
      counter = { count: 0, resetAt: now + timeWindow }
      this.counters.set(key, counter)
      this.bytesUsed += costOf(key)
    }
    counter.count += 1
    return { current: counter.count, ttl: counter.resetAt - now }
  }

  sweep(now: number) {
    this.lastSweep = now
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.forget(key)
  }

  close() {
    clearInterval(this.timer)
    this.counters.clear()
    this.bytesUsed = 0
  }
}

/** @fastify/rate-limit builds its store from a class; every limiter shares one set of counters. */
function storeClassFor(counters: WindowCounters) {
  return class SharedWindowStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      callback(null, counters.incr(key, timeWindow, max))
    }
    // Limiters name their keys ("signIn:account:…"), so one map serves all of them.
    child() {
      return this
    }
  }
}

export function createRateLimitBackend(opts: {
  redisUrl: string | undefined
  log: FastifyBaseLogger
  maxKeys?: number
}): RateLimitBackend {
  if (opts.redisUrl) {
    const redis = new Redis(opts.redisUrl, {
      // a request waits at most ~1 s for Redis, then the limiter answers 503 instead of hanging
      connectTimeout: 1000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    })
    redis.on('error', (err) => opts.log.warn({ err: { message: err.message } }, 'rate limits: Redis error'))
    return {
      pluginOptions: { redis, nameSpace: 'coldstart:rate-limit:', skipOnError: false },
      async close() {
        await redis.quit().catch(() => redis.disconnect())
      },
    }
  }
  let warned = 0
  const counters = new WindowCounters(opts.maxKeys, () => {
    if (Date.now() - warned < 60_000) return
    warned = Date.now()
    opts.log.warn('rate limits: the counter store is full of live counters; new clients are refused for now')
  })
  return {
    pluginOptions: { store: storeClassFor(counters) },
    async close() {
      counters.close()
    },
  }
}
