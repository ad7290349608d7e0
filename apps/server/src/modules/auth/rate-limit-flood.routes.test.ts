import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  refreshWith,
  sameOrigin,
  setCookie,
  signUpUser,
  TEST_PASSWORD,
  type SignedInUser,
} from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { byBodyEmail } from './rate-limits.ts'

// A small store (100 counters per limiter) so a flood from as many addresses as the reported one (110) fills it
// several times over in a test.
const MAX_KEYS = 100
const ADDRESSES = 110
// each names a new 254-character account (recover allows 10 per address an hour)
const RECOVERS_PER_ADDRESS = 4

let t: TestApp
let user: SignedInUser
let victim: SignedInUser

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX_KEYS: String(MAX_KEYS) } })
  user = await signUpUser(t.app)
  victim = await signUpUser(t.app)
})
afterAll(() => t.close())

/** A well-formed address of exactly 254 characters, different for each n. */
function longEmail(n: number) {
  const local = `flood${n}`.padEnd(64, 'x')
  const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(53)}.example`
  return `${local}@${domain}`
}

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: sameOrigin,
    remoteAddress: ip,
    payload: { email, password },
  })

const recover = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/recover',
    headers: sameOrigin,
    remoteAddress: ip,
    payload: { email },
  })

describe('a flood of reset requests naming new accounts', () => {
  it('leaves sign-in and refresh to everyone else, and the victim of a guesser still limited', async () => {
    const email = longEmail(0)
    expect(email).toHaveLength(254)
    // counted per account: the flood really adds a counter for each
    expect(byBodyEmail({ body: { email } } as FastifyRequest)).toBe(email)

    // a guesser spends half of the victim's 10 sign-ins (from one address) before the flood...
    for (let i = 0; i < 5; i++) {
      expect((await signIn(victim.email, 'wrong password', '10.99.0.1')).statusCode).toBe(400)
    }

    let n = 0
    let accepted = 0
    for (let a = 0; a < ADDRESSES; a++) {
      const ip = `10.50.${a >> 8}.${a & 255}`
      for (let i = 0; i < RECOVERS_PER_ADDRESS; i++) {
        if ((await recover(longEmail(++n), ip)).statusCode === 200) accepted++
      }
    }
    // a real user from a new address signs in with the right password
    const res = await signIn(user.email, TEST_PASSWORD, '192.0.2.77')
    expect(res.statusCode, res.body).toBe(200)
    // and a valid session refreshes
    const refreshed = await refreshWith(t.app, setCookie(res, 'coldstart_refresh'))
    expect(refreshed.statusCode, refreshed.body).toBe(200)
    expect((await refreshWith(t.app, user.refreshToken)).statusCode).toBe(200)

    // ...and the rest after it: the victim's count is intact, the 11th guess is refused
    for (let i = 5; i < 10; i++) {
      expect((await signIn(victim.email, 'wrong password', '10.99.0.1')).statusCode).toBe(400)
    }
    const limited = await signIn(victim.email, TEST_PASSWORD, '10.99.0.1')
    expect(limited.statusCode).toBe(429)
    // the flood itself: once the reset limiters were full, the accounts new to them shared one overflow count
    expect(accepted).toBeLessThanOrEqual(MAX_KEYS + 10)
  }, 120_000)
})

describe('limits with a full store (RATE_LIMIT_MAX_KEYS=50)', () => {
  let small: TestApp
  beforeAll(async () => {
    small = await createTestApp({ env: { RATE_LIMIT_MAX_KEYS: '50' } })
  })
  afterAll(() => small.close())

  const post = (url: string, ip: string, payload: object) =>
    small.app.inject({ method: 'POST', url, headers: sameOrigin, remoteAddress: ip, payload })

  it('limit 110 addresses sending 20 reset requests each, in turn', async () => {
    let accepted = 0
    for (let round = 0; round < 20; round++) {
      for (let a = 0; a < 110; a++) {
        const res = await post('/api/auth/recover', `10.60.0.${a}`, { email: `flood-${a}@example.com` })
        if (res.statusCode === 200) accepted++
        else expect(res.statusCode).toBe(429)
      }
    }
    // before: all 2,200 (each counter was pushed out at 1 by the addresses after it, and started again).
    // Now 50 (address, account) pairs are held at 3 each, and the other 60 share the overflow's 3.
    expect(accepted).toBeLessThanOrEqual(50 * 3 + 3)
  }, 120_000)

  it('stop 100 wrong passwords on a fresh account after 50 accounts were guessed at', async () => {
    const fresh = await signUpUser(small.app)
    // 50 accounts x 4 attempts (past a third of 10: before, the full store kept them and counted no new key);
    // without a password, counted all the same but with no password check to wait for
    for (let i = 0; i < 50; i++) {
      for (let j = 0; j < 4; j++) {
        const res = await post('/api/auth/sign-in', `10.61.0.${i % 10}`, { email: `junk-${i}@example.com` })
        expect(res.statusCode).toBe(400)
      }
    }
    const statuses: number[] = []
    for (let i = 0; i < 100; i++) {
      const res = await post('/api/auth/sign-in', `10.62.0.${i % 4}`, {
        email: fresh.email,
        password: `guess-${i}`,
      })
      statuses.push(res.statusCode)
    }
    // before: 100 x 400, the account never limited
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(30)
    expect(statuses.at(-1)).toBe(429)
  }, 300_000)
})
