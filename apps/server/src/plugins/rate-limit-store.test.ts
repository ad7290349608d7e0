import Fastify, { type FastifyInstance } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import { afterEach, describe, expect, it } from 'vitest'
import { createLimiterFactory } from '../modules/auth/rate-limits.ts'
import { compactKey } from './rate-limit-key.ts'
import { createRateLimitBackend, type RateLimitBackend } from './rate-limit-store.ts'
import { WindowCounters } from './window-counters.ts'

let app: FastifyInstance | undefined
let backend: RateLimitBackend | undefined
afterEach(async () => {
  await app?.close()
  await backend?.close()
})

/** A bare app with the sign-in account limiter keyed by a header, on the given store. */
async function limitedApp(store: RateLimitBackend['pluginOptions']) {
  const a = Fastify()
  await a.register(rateLimit, { global: false, ...store })
  const limiter = createLimiterFactory(a, 1)('signIn', 'accountFromIp', (r) => String(r.headers['x-account']))
  a.post('/try', { onRequest: limiter }, async () => ({ ok: true }))
  await a.ready()
  return a
}

const attempt = (a: FastifyInstance, account: string) =>
  a.inject({ method: 'POST', url: '/try', headers: { 'x-account': account } }).then((r) => r.statusCode)

describe('rate-limit counters', () => {
  it("keep a victim's counter however many other accounts are tried (no eviction)", async () => {
    backend = await createRateLimitBackend({ redisUrl: undefined, log: Fastify().log })
    app = await limitedApp(backend.pluginOptions)
    for (let i = 0; i < 10; i++) expect(await attempt(app, 'victim@example.com')).toBe(200)
    expect(await attempt(app, 'victim@example.com')).toBe(429)
    // @fastify/rate-limit's own store keeps 5,000 keys per limiter: this used to push the victim out
    for (let i = 0; i < 5_200; i++) await attempt(app, `other-${i}@example.com`)
    expect(await attempt(app, 'victim@example.com')).toBe(429)
  }, 60_000)

  it('when full, count a new key on the shared overflow counter, never pushing a held one out', () => {
    const counters = new WindowCounters(3)
    for (const key of ['a', 'b', 'c']) expect(counters.incr(key, 60_000).current).toBe(1)
    // before: 'd' took the place of 'a' (1 of 5), and 'a' came back at 1
    expect(counters.incr('d', 60_000).current).toBe(1)
    expect(counters.incr('e', 60_000).current).toBe(2)
    expect(counters.incr('d', 60_000).current).toBe(3)
    expect(counters.size).toBe(3)
    expect(counters.incr('a', 60_000).current).toBe(2)
    counters.close()
  })

  it('store a long key (an email) as a fixed-size digest', () => {
    const long = (c: string) => `signIn:account:${c.repeat(200)}@example.com`
    expect(compactKey(long('a'))).toMatch(/^#[\w-]{22}$/)
    expect(compactKey(long('a'))).toBe(compactKey(long('a')))
    expect(compactKey(long('a'))).not.toBe(compactKey(long('b')))
    expect(compactKey('signIn:ip:10.0.0.1')).toBe('signIn:ip:10.0.0.1')
    const counters = new WindowCounters(10)
    expect(counters.incr(long('a'), 60_000).current).toBe(1)
    expect(counters.incr(long('b'), 60_000).current).toBe(1)
    expect(counters.incr(long('a'), 60_000).current).toBe(2)
    counters.close()
  })

  it('forget a counter once its window has ended', async () => {
    const counters = new WindowCounters(1)
    counters.incr('a', 5)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(counters.incr('b', 60_000).current).toBe(1)
    // full again, of 'b': 'a' is counted on the overflow counter (before: let through uncounted)
    expect(counters.incr('a', 60_000).current).toBe(1)
    expect(counters.incr('a', 60_000).current).toBe(2)
    counters.close()
  })
})
