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

/** Counters kept in memory (one instance): ~150 bytes each, so the default cap is ~30 MB at most. */
export const MEMORY_STORE_MAX_KEYS = 200_000
const SWEEP_EVERY_MS = 60_000

interface Counter {
  count: number
  resetAt: number
}

/**
 * Fixed-window counters in a Map that never evicts a live counter. When it is full of live counters
 * (MEMORY_STORE_MAX_KEYS keys inside their windows: an attack from that many addresses), a new key is
 * refused as over its limit rather than making room: failing closed keeps every victim's count intact.
 */
export class WindowCounters {
  private readonly counters = new Map<string, Counter>()
  private lastSweep = 0
  private readonly timer: NodeJS.Timeout
  private readonly maxKeys: number
  private readonly onFull: () => void

  constructor(maxKeys = MEMORY_STORE_MAX_KEYS, onFull: () => void = () => {}) {
    this.maxKeys = maxKeys
    this.onFull = onFull
    this.timer = setInterval(() => this.sweep(Date.now()), SWEEP_EVERY_MS).unref()
  }

  get size() {
    return this.counters.size
  }

  incr(key: string, timeWindow: number, max: number): { current: number; ttl: number } {
    const now = Date.now()
    let counter = this.counters.get(key)
    if (counter && counter.resetAt <= now) {
      this.counters.delete(key)
      counter = undefined
    }
    if (!counter) {
      // a full sweep is O(n): at most once a second, so a flood cannot turn it into a CPU drain
      if (this.counters.size >= this.maxKeys && now - this.lastSweep >= 1000) this.sweep(now)
      if (this.counters.size >= this.maxKeys) {
        this.onFull()
        return { current: max + 1, ttl: timeWindow }
      }
      counter = { count: 0, resetAt: now + timeWindow }
      this.counters.set(key, counter)
    }
    counter.count += 1
    return { current: counter.count, ttl: counter.resetAt - now }
  }

  sweep(now: number) {
    this.lastSweep = now
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key)
  }

  close() {
    clearInterval(this.timer)
    this.counters.clear()
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
