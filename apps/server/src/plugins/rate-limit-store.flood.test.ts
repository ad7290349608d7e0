import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import Fastify, { type FastifyInstance } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createLimiterFactory } from '../modules/auth/rate-limits.ts'
import { compactKey } from './rate-limit-key.ts'
import { createRateLimitBackend, type RateLimitBackend } from './rate-limit-store.ts'
import { WindowCounters } from './window-counters.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

let app: FastifyInstance | undefined
let backend: RateLimitBackend | undefined
afterEach(async () => {
  await app?.close()
  await backend?.close()
  app = backend = undefined
})

/** A bare app with the auth limiters the flood and the victim meet, each keyed by a header. */
async function limitedApp(options: { maxKeys?: number; redisUrl?: string }) {
  backend = await createRateLimitBackend({
    redisUrl: options.redisUrl,
    log: Fastify().log,
    maxKeys: options.maxKeys,
  })
  const { redis } = backend.pluginOptions as { redis?: Redis }
  // connected before the first count (its 1 s command timeout is for a Redis that stopped answering)
  if (redis && redis.status !== 'ready') await once(redis, 'ready')
  const a = Fastify()
  await a.register(rateLimit, { global: false, ...backend.pluginOptions })
  const limiter = createLimiterFactory(a, 1)
  const account = (r: { headers: Record<string, unknown> }) => String(r.headers['x-account'])
  const ip = (r: { headers: Record<string, unknown> }) => String(r.headers['x-ip'])
  a.post('/recover', { onRequest: limiter('recover', 'account', account) }, async () => ({ ok: true }))
  a.post(
    '/sign-in',
    { onRequest: [limiter('signIn', 'ip', ip), limiter('signIn', 'accountFromIp', account)] },
    async () => ({
      ok: true,
    }),
  )
  a.post('/refresh', { onRequest: limiter('refresh', 'account', account) }, async () => ({ ok: true }))
  await a.ready()
  return a
}

const post = (a: FastifyInstance, url: string, account: string, ip = '10.0.0.1') =>
  a.inject({ method: 'POST', url, headers: { 'x-account': account, 'x-ip': ip } }).then((r) => r.statusCode)

const longEmail = (n: number) => `${String(n).padEnd(64, 'x')}@${'d'.repeat(180)}.example`

describe('each limiter has its own counters', () => {
  it('a flood of one limiter (reset requests) leaves sign-in and refresh for new accounts', async () => {
    app = await limitedApp({ maxKeys: 50 })
    let accepted = 0
    for (let i = 0; i < 500; i++) if ((await post(app, '/recover', longEmail(i))) === 200) accepted++
    // the full store counts the rest on its overflow counter: 50 held keys, then 10 (recover's max per email)
    expect(accepted).toBe(60)
    // before: one shared store, full, answered these with 429
    expect(await post(app, '/sign-in', 'new-user@example.com', '192.0.2.1')).toBe(200)
    expect(await post(app, '/refresh', randomUUID())).toBe(200)
  })
})

describe('a full limiter', () => {
  it("keeps a victim's count whatever floods it", async () => {
    app = await limitedApp({ maxKeys: 50 })
    // sign-in: 10 per account from one address
    for (let i = 0; i < 4; i++)
      expect(await post(app, '/sign-in', 'victim@example.com', '10.1.0.1')).toBe(200)
    // the flood: new accounts from many addresses (each within its per-address 30)
    for (let i = 0; i < 1_000; i++) await post(app, '/sign-in', `flood-${i}@example.com`, `10.2.${i >> 5}.1`)
    for (let i = 4; i < 10; i++)
      expect(await post(app, '/sign-in', 'victim@example.com', '10.1.0.1')).toBe(200)
    expect(await post(app, '/sign-in', 'victim@example.com', '10.1.0.1')).toBe(429)
    // the price: while the flood holds the store full, accounts new to it share the overflow's 10
    expect(await post(app, '/sign-in', 'new-user@example.com', '192.0.2.1')).toBe(429)
  }, 60_000)

  it('limits keys that take turns: more keys than the store holds are still counted', () => {
    // 110 addresses x 20 requests in turn, 50 counters, 10 allowed each: before, each counter was pushed out
    // at 1 (at or under a third of its max) by the next address, and all 2,200 were allowed
    const counters = new WindowCounters(50)
    let allowed = 0
    for (let round = 0; round < 20; round++) {
      for (let a = 0; a < 110; a++)
        if (counters.incr(`recover:ip:10.50.0.${a}`, 60_000).current <= 10) allowed++
    }
    // 50 addresses held, 10 each; the other 60 share the overflow's 10
    expect(allowed).toBe(50 * 10 + 10)
    counters.close()
  })

  it('full: counts what it holds, and every new key on one overflow counter', () => {
    const counters = new WindowCounters(10)
    for (let i = 0; i < 10; i++) for (let j = 0; j < 4; j++) counters.incr(`k${i}`, 60_000)
    expect(counters.incr('new', 60_000).current).toBe(1)
    expect(counters.incr('new', 60_000).current).toBe(2)
    expect(counters.incr('other', 60_000).current).toBe(3)
    expect(counters.size).toBe(10)
    expect(counters.incr('k0', 60_000).current).toBe(5)
    counters.close()
  })

  it('takes constant time per request when full, however big the store (a flood is no CPU drain)', () => {
    const address = (i: number) => `signIn:ip:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
    /** µs per new key once the store is full */
    function full(maxKeys: number) {
      const counters = new WindowCounters(maxKeys)
      for (let i = 0; i < maxKeys; i++) counters.incr(address(i), 60_000)
      const started = performance.now()
      for (let i = maxKeys; i < maxKeys + 50_000; i++) counters.incr(address(i), 60_000)
      const perKey = (performance.now() - started) / 50
      expect(counters.size).toBe(maxKeys)
      counters.close()
      return perKey
    }
    const small = full(10_000)
    const big = full(80_000)
    // O(1): about the same; taking a Set's first entry made the old eviction O(n): 8x the store, ~8x slower
    expect(big).toBeLessThan(small * 4 + 2)
  }, 60_000)
})

describe('rate limits in Redis (REDIS_URL)', async () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 })
  redis.on('error', () => {})
  const up = await redis.connect().then(
    () => true,
    () => false,
  )
  afterAll(() => redis.disconnect())

  it.skipIf(!up)('count a long email by its digest, and still limit it', async () => {
    app = await limitedApp({ redisUrl: REDIS_URL })
    // fresh each run: counters outlive the test in Redis
    const email = `${randomUUID()}${longEmail(0)}`
    for (let i = 0; i < 10; i++) expect(await post(app, '/recover', email)).toBe(200)
    expect(await post(app, '/recover', email)).toBe(429)
    const pattern = `coldstart:rate-limit:*recover:account:${compactKey(email)}`
    const [, found] = await redis.scan('0', 'MATCH', pattern, 'COUNT', 1_000_000)
    expect(found).toHaveLength(1)
    expect(found[0]!.length).toBeLessThan(100)
  })
})
