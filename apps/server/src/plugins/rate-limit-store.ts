import type { FastifyBaseLogger } from 'fastify'
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit'
import { WindowCounters } from './window-counters.ts'

/**
 * Where rate-limit counters live. @fastify/rate-limit's own memory store is an LRU of 5,000 keys per
 * limiter: 5,000 requests naming other accounts evict a victim's counter and reset its limit. Here a counter
 * leaves only when its window ends, and a full store counts new keys on a shared overflow counter
 * (window-counters.ts); with REDIS_URL every instance counts in one Redis.
 */
export interface RateLimitBackend {
  /** Spread into `app.register(rateLimit, { global: false, ...pluginOptions })`. */
  pluginOptions: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>
  close(): Promise<void>
}

const SWEEP_EVERY_MS = 60_000

/**
 * @fastify/rate-limit builds its store from a class and calls `child()` once per limiter (each
 * `createRateLimit` and each route's own limit): every limiter gets its own counters and its own budget, so a
 * flood of one (reset requests naming new accounts) never touches another's (sign-in, refresh).
 */
function storeClassFor(newCounters: () => WindowCounters) {
  return class PerLimiterStore implements FastifyRateLimitStore {
    private counters: WindowCounters | undefined
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      this.counters ??= newCounters()
      callback(null, this.counters.incr(key, timeWindow))
    }
    child() {
      return new PerLimiterStore()
    }
  }
}

export async function createRateLimitBackend(opts: {
  redisUrl: string | undefined
  log: FastifyBaseLogger
  maxKeys?: number
}): Promise<RateLimitBackend> {
  if (opts.redisUrl) {
    // the Redis client loads only when REDIS_URL asks for it
    const { Redis } = await import('ioredis')
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
  const all = new Set<WindowCounters>()
  let warned = 0
  const onFull = () => {
    if (Date.now() - warned < 60_000) return
    warned = Date.now()
    opts.log.warn(
      'rate limits: a limiter is full; keys new to it share one overflow counter until windows end',
    )
  }
  const timer = setInterval(() => {
    for (const counters of all) counters.sweep(Date.now())
  }, SWEEP_EVERY_MS).unref()
  return {
    pluginOptions: {
      store: storeClassFor(() => {
        const counters = new WindowCounters(opts.maxKeys, onFull)
        all.add(counters)
        return counters
      }),
    },
    async close() {
      clearInterval(timer)
      for (const counters of all) counters.close()
      all.clear()
    },
  }
}
