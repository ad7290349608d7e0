import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { activityLogs, users } from '../../db/schema/index.ts'
import { sameOrigin, setCookie, signUpAdmin, signUpUser, TEST_PASSWORD } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { PASSWORD_HASH_PARAMS, setPasswordHashParams, TEST_PASSWORD_HASH_PARAMS } from './password-hash.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

let address = 0
// Each test its own client address, so the per-address limits of one test do not spill into the next.
function post(url: string, payload: unknown, headers: Record<string, string> = sameOrigin) {
  address += 1
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: `10.0.0.${address}`,
  })
}

describe('POST /api/auth/sign-up', () => {
  it('creates the account and signs it in: session in the body, refresh token only in an HttpOnly cookie', async () => {
    // with the production parameters (the test set-up hashes more cheaply)
    setPasswordHashParams(PASSWORD_HASH_PARAMS)
    onTestFinished(() => setPasswordHashParams(TEST_PASSWORD_HASH_PARAMS))
    const res = await post('/api/auth/sign-up', {
      email: '  New.Student@Example.com ',
      password: TEST_PASSWORD,
      fullName: 'Asha Rao',
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'token_type',
      'user',
    ])
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: { email: 'new.student@example.com', fullName: 'Asha Rao', avatarUrl: null },
    })
    expect(body.user.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.expires_at).toBeCloseTo(Date.now() / 1000 + 900, -1)
    expect(res.body).not.toContain(setCookie(res, 'coldstart_refresh'))

    const refresh = res.cookies.find((c) => c.name === 'coldstart_refresh')!
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' })
    expect(refresh.value).toMatch(/^[\w-]{43}$/)
    const hint = res.cookies.find((c) => c.name === 'coldstart_signed_in')!
    expect(hint).toMatchObject({ value: '1', path: '/' })
    expect(hint.httpOnly).toBeFalsy()

    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id))
    expect(row).toMatchObject({ paid: false, profileViews: 0, firstName: 'Asha', lastName: 'Rao' })
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(row!.passwordHash).not.toContain(TEST_PASSWORD)
  })

  it('refuses an email that already has an account, whatever its case', async () => {
    const user = await signUpUser(t.app)
    const res = await post('/api/auth/sign-up', { email: user.email.toUpperCase(), password: TEST_PASSWORD })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ field: 'email', message: expect.stringContaining('already exists') })
  })

  it.each([
    ['too short', 'short1'],
    ['common', 'password123'],
    ['one repeated character', 'aaaaaaaaaaaa'],
  ])('refuses a weak password (%s) with a clear message', async (_label, password) => {
    const res = await post('/api/auth/sign-up', { email: `weak-${address}@example.com`, password })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      field: 'password',
      message: expect.stringMatching(/^Password is too weak/),
    })
  })

  it('refuses the email itself as the password', async () => {
    const res = await post('/api/auth/sign-up', {
      email: 'rahul.sharma@example.com',
      password: 'rahul.sharma',
    })
    expect(res.statusCode).toBe(422)
  })

  it.each([
    ['no password', { email: 'a@example.com' }],
    ['no email', { password: TEST_PASSWORD }],
    ['nothing', {}],
  ])('answers "%s" with the fixed missing-credentials message', async (_label, payload) => {
    const res = await post('/api/auth/sign-up', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('You must provide either an email or phone number and a password')
  })

  it('refuses a malformed email and an oversized body field with 400, never 500', async () => {
    expect(
      (await post('/api/auth/sign-up', { email: 'not-an-email', password: TEST_PASSWORD })).statusCode,
    ).toBe(400)
    const huge = await post('/api/auth/sign-up', {
      email: `${'x'.repeat(400)}@example.com`,
      password: TEST_PASSWORD,
    })
    expect(huge.statusCode).toBe(400)
    const wrongType = await post('/api/auth/sign-up', { email: 42, password: TEST_PASSWORD })
    expect(wrongType.statusCode).toBe(400)
  })
})

describe('POST /api/auth/sign-in', () => {
  it('signs an existing user in with email and password, case-insensitively, and logs it', async () => {
    const user = await signUpUser(t.app)
    const res = await post('/api/auth/sign-in', { email: user.email.toUpperCase(), password: TEST_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.id).toBe(user.userId)
    expect(setCookie(res, 'coldstart_refresh')).toMatch(/^[\w-]{43}$/)
    const logs = await t.database.db.select().from(activityLogs).where(eq(activityLogs.userId, user.userId))
    expect(logs.map((l) => l.actionType)).toEqual(expect.arrayContaining(['sign_up', 'sign_in']))
  })

  it('answers a wrong password and an unknown email alike: "Invalid login credentials", logged as a failure', async () => {
    const user = await signUpUser(t.app)
    const wrong = await post('/api/auth/sign-in', { email: user.email, password: 'not the password' })
    const unknown = await post('/api/auth/sign-in', { email: 'nobody@example.com', password: TEST_PASSWORD })
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Invalid login credentials')
      expect(setCookie(res, 'coldstart_refresh')).toBeUndefined()
    }
    const failures = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.actionType, 'sign_in_failed'))
    expect(failures.map((f) => f.details?.email)).toEqual(
      expect.arrayContaining([user.email, 'nobody@example.com']),
    )
  })

  it('does not let one user sign in as another, nor an admin as anyone else', async () => {
    const [asha, ravi, admin] = [
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpAdmin(t.app, t.database.db),
    ]
    const res = await post('/api/auth/sign-in', { email: asha.email, password: 'ravi-password-guess' })
    expect(res.statusCode).toBe(400)
    const own = await post('/api/auth/sign-in', { email: ravi.email, password: TEST_PASSWORD })
    expect(own.json().user.id).toBe(ravi.userId)
    const adminSelf = await post('/api/auth/sign-in', { email: admin.email, password: TEST_PASSWORD })
    expect(adminSelf.json().user.id).toBe(admin.userId)
  })

  it.each([
    ['no password', { email: 'a@example.com' }],
    ['no email or phone', { password: 'x' }],
    ['an empty email and password', { email: '  ', password: '' }],
    ['nothing', {}],
  ])('answers %s with the fixed missing-credentials message', async (_label, payload) => {
    const res = await post('/api/auth/sign-in', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('You must provide either an email or phone number and a password')
  })

  it('says plainly that phone sign-in is not available', async () => {
    const res = await post('/api/auth/sign-in', { phone: '+919999999999', password: TEST_PASSWORD })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ field: 'phone', message: expect.stringContaining('phone number') })
  })

  it('refuses requests from another site', async () => {
    const user = await signUpUser(t.app)
    const payload = { email: user.email, password: TEST_PASSWORD }
    const crossSite = await post('/api/auth/sign-in', payload, { 'sec-fetch-site': 'cross-site' })
    const otherOrigin = await post('/api/auth/sign-in', payload, { origin: 'https://evil.example' })
    const noOrigin = await post('/api/auth/sign-in', payload, {})
    for (const res of [crossSite, otherOrigin, noOrigin]) {
      expect(res.statusCode).toBe(403)
      expect(setCookie(res, 'coldstart_refresh')).toBeUndefined()
    }
    const sameSite = await post('/api/auth/sign-in', payload, { 'sec-fetch-site': 'same-origin' })
    expect(sameSite.statusCode).toBe(200)
  })
})

describe('rate limits', () => {
  function from(ip: string, url: string, payload: object) {
    return t.app.inject({ method: 'POST', url, payload, headers: sameOrigin, remoteAddress: ip })
  }

  it('stops guessing one account from one address at 10 sign-in attempts in 10 minutes', async () => {
    const user = await signUpUser(t.app)
    for (let i = 0; i < 10; i++) {
      const res = await from('10.1.0.1', '/api/auth/sign-in', { email: user.email, password: `guess-${i}` })
      expect(res.statusCode).toBe(400)
    }
    const blocked = await from('10.1.0.1', '/api/auth/sign-in', {
      email: user.email,
      password: TEST_PASSWORD,
    })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    // other accounts are unaffected
    const other = await signUpUser(t.app)
    expect(
      (await from('10.1.0.1', '/api/auth/sign-in', { email: other.email, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200)
  }, 120_000)

  it("does not lock the owner out: a stranger's 10 wrong passwords limit only the stranger's address", async () => {
    const owner = await signUpUser(t.app)
    for (let i = 0; i < 10; i++) {
      const res = await from('10.1.1.1', '/api/auth/sign-in', { email: owner.email, password: `guess-${i}` })
      expect(res.statusCode).toBe(400)
    }
    expect(
      (await from('10.1.1.1', '/api/auth/sign-in', { email: owner.email, password: 'guess-10' })).statusCode,
    ).toBe(429)
    // before: 429 for 10 minutes, renewed by each new round of guesses
    const ownSignIn = await from('10.1.2.1', '/api/auth/sign-in', {
      email: owner.email,
      password: TEST_PASSWORD,
    })
    expect(ownSignIn.statusCode, ownSignIn.body).toBe(200)
  }, 120_000)

  it('stops guessing one account from many addresses at 30 sign-in attempts in 10 minutes', async () => {
    const user = await signUpUser(t.app)
    for (let i = 0; i < 30; i++) {
      const res = await from(`10.1.3.${i}`, '/api/auth/sign-in', {
        email: user.email,
        password: `guess-${i}`,
      })
      expect(res.statusCode).toBe(400)
    }
    const blocked = await from('10.1.3.99', '/api/auth/sign-in', {
      email: user.email,
      password: TEST_PASSWORD,
    })
    expect(blocked.statusCode).toBe(429)
  }, 120_000)

  it('stops one address at 30 sign-in attempts in 10 minutes, whatever the accounts', async () => {
    // Every attempt counts, even one refused before any password check.
    for (let i = 0; i < 30; i++) {
      const res = await from('10.2.0.1', '/api/auth/sign-in', { email: `x${i}@example.com` })
      expect(res.statusCode).toBe(400)
    }
    expect(
      (await from('10.2.0.1', '/api/auth/sign-in', { email: 'y@example.com', password: 'x' })).statusCode,
    ).toBe(429)
    expect(
      (await from('10.2.0.2', '/api/auth/sign-in', { email: 'y@example.com', password: 'x' })).statusCode,
    ).toBe(400)
  })

  it('stops one address at 10 sign-ups an hour', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await from('10.3.0.1', '/api/auth/sign-up', {
        email: `bulk${i}@example.com`,
        password: 'x',
      })
      expect(res.statusCode).toBe(422)
    }
    const res = await from('10.3.0.1', '/api/auth/sign-up', {
      email: 'bulk-last@example.com',
      password: TEST_PASSWORD,
    })
    expect(res.statusCode).toBe(429)
  })
})
