import { randomInt, randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { sameOrigin } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { byBodyEmail, byIp, byIpv6Site } from './rate-limits.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

const apps: TestApp[] = []
afterAll(() => Promise.all(apps.map((a) => a.close())))
async function appWith(env: Record<string, string> = {}) {
  const t = await createTestApp({ env })
  apps.push(t)
  return t
}

function signIn(t: TestApp, ip: string, email: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: 'wrong password' },
    headers: { ...sameOrigin, ...headers },
    remoteAddress: ip,
  })
}

describe('client addresses (TRUST_PROXY)', () => {
  it('ignores a forged X-Forwarded-For by default: the 31st sign-in from one socket gets 429', async () => {
    const t = await appWith()
    for (let i = 0; i < 30; i++) {
      const res = await signIn(t, '10.20.0.1', `x${i}@example.com`, { 'x-forwarded-for': `203.0.113.${i}` })
      expect(res.statusCode).toBe(400)
    }
    const res = await signIn(t, '10.20.0.1', 'y@example.com', { 'x-forwarded-for': '203.0.113.200' })
    expect(res.statusCode).toBe(429)
  }, 120_000)

  it('takes the address from the nearest proxy when TRUST_PROXY counts it', async () => {
    const t = await appWith({ TRUST_PROXY: '1' })
    for (let i = 0; i < 30; i++) {
      await signIn(t, '10.21.0.1', `x${i}@example.com`, { 'x-forwarded-for': '198.51.100.7' })
    }
    const same = await signIn(t, '10.21.0.1', 'y@example.com', { 'x-forwarded-for': '198.51.100.7' })
    expect(same.statusCode).toBe(429)
    // another client behind the same load balancer is not blocked
    const other = await signIn(t, '10.21.0.1', 'y@example.com', { 'x-forwarded-for': '198.51.100.8' })
    expect(other.statusCode).toBe(400)
  }, 120_000)

  it('refuses TRUST_PROXY=true, which would trust any forged header', async () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, nonsense' })).toThrow(/nonsense/)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback'])
    expect(loadConfig({}).trustProxy).toBe(false)
  })
})

describe('what the limiters count', () => {
  const request = (body: unknown, ip = '10.0.0.1') => ({ body, ip }) as unknown as FastifyRequest

  it('counts an account only for a well-formed email, normalised', () => {
    expect(byBodyEmail(request({ email: '  Asha@Example.COM ' }))).toBe('asha@example.com')
    expect(byBodyEmail(request({ email: 'not an email' }))).toBeNull()
    expect(byBodyEmail(request({ email: 'x'.repeat(300) + '@example.com' }))).toBeNull()
    expect(byBodyEmail(request({}))).toBeNull()
  })

  it('counts an IPv6 client by its /64, and by its /48', () => {
    expect(byIp(request({}, '2001:db8:1:2:aaaa::1'))).toBe(byIp(request({}, '2001:db8:1:2:bbbb::2')))
    expect(byIp(request({}, '2001:db8:1:2::1'))).not.toBe(byIp(request({}, '2001:db8:1:3::1')))
    expect(byIp(request({}, '::ffff:192.0.2.1'))).toBe('192.0.2.1')
    expect(byIpv6Site(request({}, '2001:db8:1:2::1'))).toBe(byIpv6Site(request({}, '2001:db8:1:ffff::9')))
    expect(byIpv6Site(request({}, '2001:db8:1::1'))).not.toBe(byIpv6Site(request({}, '2001:db8:2::1')))
    expect(byIpv6Site(request({}, '192.0.2.1'))).toBeNull()
    expect(byIpv6Site(request({}, '::ffff:192.0.2.1'))).toBeNull()
  })

  it('limits an IPv6 /48 at 4x the per-address limit, however many /64s it signs in from', async () => {
    const t = await appWith()
    const statuses: number[] = []
    // one sign-in from each of 130 /64s of one /48, each for another account (no password: counted the
    // same, with no password check to wait for)
    for (let i = 0; i < 130; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `site-${i}@example.com` },
        headers: sameOrigin,
        remoteAddress: `2001:db8:7:${i.toString(16)}::1`,
      })
      statuses.push(res.statusCode)
    }
    // before: every /64 had its own 30, so all 130 got through
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(400))
    expect(statuses.slice(120)).toEqual(Array(10).fill(429))
    // another /48 is not affected
    expect((await signIn(t, '2001:db8:8::1', 'site-x@example.com')).statusCode).toBe(400)
  }, 60_000)
})

describe('rate limits with REDIS_URL pointing at nothing', () => {
  it('answer sign-in with a clear 503, not a hang or a 500; page views still count', async () => {
    const t = await appWith({ REDIS_URL: 'redis://127.0.0.1:1' })
    const started = Date.now()
    const res = await signIn(t, '10.22.0.1', 'someone@example.com')
    expect(res.statusCode).toBe(503)
    expect(res.json().message).toBe('Signing in is unavailable for a moment. Please try again shortly.')
    expect(Date.now() - started).toBeLessThan(5_000)
    const view = await t.app.inject({ method: 'POST', url: '/api/page-views', payload: { path: '/' } })
    expect(view.statusCode).toBe(204)
  })
})

describe('rate limits in Redis (REDIS_URL)', async () => {
  const available = await redisAnswers()

  it.skipIf(!available)(
    'are shared: guesses on one instance count on the other',
    async () => {
      const a = await appWith({ REDIS_URL })
      const b = await appWith({ REDIS_URL })
      // fresh names each run: the counters outlive the test in Redis
      const victim = `victim-${randomUUID()}@example.com`
      const subnet = `10.${randomInt(100, 250)}.${randomInt(256)}`
      // from one address: 10 per (email, address)
      for (let i = 0; i < 10; i++) {
        const res = await signIn(i % 2 ? a : b, `${subnet}.1`, victim)
        expect(res.statusCode).toBe(400)
      }
      expect((await signIn(a, `${subnet}.1`, victim)).statusCode).toBe(429)
      expect((await signIn(b, `${subnet}.1`, victim)).statusCode).toBe(429)
    },
    120_000,
  )
})
