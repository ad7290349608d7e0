import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityLogs, sessions } from '../../db/schema/index.ts'
import {
  bearer,
  refreshWith,
  sameOrigin,
  setCookie,
  signOutWith,
  signUpAdmin,
  signUpUser,
  TEST_ORIGIN,
} from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let privateKey: CryptoKey
let kid: string

beforeAll(async () => {
  // A configured key (JWT_PRIVATE_KEY), so the tests can also sign tokens the server should refuse.
  const pair = await generateKeyPair('ES256', { extractable: true })
  privateKey = pair.privateKey
  const jwk = await exportJWK(pair.privateKey)
  kid = await calculateJwkThumbprint({ kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! })
  t = await createTestApp({ env: { JWT_PRIVATE_KEY: JSON.stringify(jwk) } })
})
afterAll(() => t.close())

const refresh = (token: string | undefined, headers?: Record<string, string>) =>
  refreshWith(t.app, token, headers)

/** The user's rotated refresh tokens, as if rotated a minute ago: past the grace period for racing tabs. */
const rotatedAMinuteAgo = (userId: string) =>
  t.database.db
    .update(sessions)
    .set({ rotatedAt: sql`now() - interval '1 minute'` })
    .where(and(isNotNull(sessions.rotatedAt), eq(sessions.userId, userId)))

const getUser = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers })

describe('POST /api/auth/refresh', () => {
  it('rotates: a new refresh token and access token each time, the old refresh token used up', async () => {
    const user = await signUpUser(t.app)
    const first = await refresh(user.refreshToken)
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    const next = setCookie(first, 'coldstart_refresh')!
    expect(next).toMatch(/^[\w-]{43}$/)
    expect(next).not.toBe(user.refreshToken)
    const session = first.json()
    expect(session.user.id).toBe(user.userId)
    expect(session.access_token).not.toBe(user.accessToken)
    expect((await getUser(bearer(session.access_token))).statusCode).toBe(200)

    const second = await refresh(next)
    expect(second.statusCode).toBe(200)
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId))
    expect(rows).toHaveLength(3)
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1)
    expect(rows.filter((r) => r.rotatedAt === null)).toHaveLength(1)
    // stored hashed, never as the token itself
    expect(rows.map((r) => r.tokenHash)).not.toContain(next)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true)
  })

  it('treats a rotated token used again as theft: the whole family is revoked and the event logged', async () => {
    const user = await signUpUser(t.app)
    const stolen = user.refreshToken
    const rotated = setCookie(await refresh(stolen), 'coldstart_refresh')!
    // past the grace period for racing tabs
    await rotatedAMinuteAgo(user.userId)

    const reuse = await refresh(stolen)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json().message).toBe('Invalid Refresh Token: Already Used')
    expect(setCookie(reuse, 'coldstart_refresh')).toBe('')

    // the legitimate holder's newer token is dead too
    const legit = await refresh(rotated)
    expect(legit.statusCode).toBe(401)
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId))
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true)
    const [log] = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.actionType, 'refresh_token_reused'))
    expect(log).toMatchObject({ userId: user.userId, entityType: 'session', entityId: rows[0]!.familyId })
  })

  it('lets two tabs that refresh with the same token at once both stay signed in, on one successor', async () => {
    const user = await signUpUser(t.app)
    const [a, b] = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    // before: each got its own successor, two live branches of one sign-in
    expect(setCookie(a, 'coldstart_refresh')).toBe(setCookie(b, 'coldstart_refresh'))
    expect((await refresh(setCookie(b, 'coldstart_refresh'))).statusCode).toBe(200)
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId))
    expect(rows).toHaveLength(3)
    expect(rows.filter((r) => r.rotatedAt === null && r.revokedAt === null)).toHaveLength(1)
  })

  it('answers a rotated token used again within the grace period with the same successor', async () => {
    const user = await signUpUser(t.app)
    const first = await refresh(user.refreshToken)
    // the response was lost on the way: the client retries with the token it still holds
    const retried = await refresh(user.refreshToken)
    expect(retried.statusCode).toBe(200)
    const successor = setCookie(first, 'coldstart_refresh')!
    expect(setCookie(retried, 'coldstart_refresh')).toBe(successor)
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId))
    expect(rows.filter((r) => r.rotatedAt === null)).toHaveLength(1)
    // the one successor rotates on as usual, and the next reuse past the grace period is still theft
    const next = await refresh(successor)
    expect(next.statusCode).toBe(200)
    await rotatedAMinuteAgo(user.userId)
    expect((await refresh(user.refreshToken)).statusCode).toBe(401)
    expect((await refresh(setCookie(next, 'coldstart_refresh'))).statusCode).toBe(401)
  })

  it('answers 401 "Auth session missing!" without a cookie, for an unknown token and for an expired one', async () => {
    const user = await signUpUser(t.app)
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.userId))
    for (const res of [
      await refresh(undefined),
      await refresh('x'.repeat(43)),
      await refresh(user.refreshToken),
    ]) {
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toBe('Auth session missing!')
    }
  })

  it('only refreshes for pages of this site', async () => {
    const user = await signUpUser(t.app)
    const crossSite = await refresh(user.refreshToken, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    })
    expect(crossSite.statusCode).toBe(403)
    const noOrigin = await refresh(user.refreshToken, {})
    expect(noOrigin.statusCode).toBe(403)
    // the refused attempts did not use the token up
    expect((await refresh(user.refreshToken, { origin: TEST_ORIGIN })).statusCode).toBe(200)
  })

  it("never hands out another user's session, and treats an admin like anyone else", async () => {
    const asha = await signUpUser(t.app)
    const admin = await signUpAdmin(t.app, t.database.db)
    expect((await refresh(asha.refreshToken)).json().user.id).toBe(asha.userId)
    expect((await refresh(admin.refreshToken)).json().user.id).toBe(admin.userId)
  })

  it('limits one account to 60 refreshes in 10 minutes', async () => {
    const user = await signUpUser(t.app)
    let token = user.refreshToken
    for (let i = 0; i < 60; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: sameOrigin,
        cookies: { coldstart_refresh: token },
        remoteAddress: `10.9.${i}.1`,
      })
      expect(res.statusCode).toBe(200)
      token = setCookie(res, 'coldstart_refresh')!
    }
    const limited = await refresh(token)
    expect(limited.statusCode).toBe(429)
  })
})

describe('POST /api/auth/sign-out', () => {
  it('revokes the session family and clears the cookies; anonymous and repeated sign-outs are fine', async () => {
    const user = await signUpUser(t.app)
    const other = await signUpUser(t.app)
    const res = await signOutWith(t.app, user.refreshToken)
    expect(res.statusCode).toBe(204)
    expect(setCookie(res, 'coldstart_refresh')).toBe('')
    expect(setCookie(res, 'coldstart_signed_in')).toBe('')
    expect((await refresh(user.refreshToken)).statusCode).toBe(401)
    // another user's session is untouched
    expect((await refresh(other.refreshToken)).statusCode).toBe(200)
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: sameOrigin })
    expect(anonymous.statusCode).toBe(204)
  })

  it('refuses a sign-out another site asks for', async () => {
    const user = await signUpUser(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { coldstart_refresh: user.refreshToken },
    })
    expect(res.statusCode).toBe(403)
    expect((await refresh(user.refreshToken)).statusCode).toBe(200)
  })
})

describe('access tokens', () => {
  async function sign(
    claims: Record<string, unknown>,
    opts: { exp?: number; key?: CryptoKey; kid?: string } = {},
  ) {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({ email: 'x@example.com', sid: '00000000-0000-4000-8000-000000000000', ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: opts.kid ?? kid })
      .setIssuer(TEST_ORIGIN)
      .setAudience('authenticated')
      .setIssuedAt(now - 60)
      .setExpirationTime(opts.exp ?? now + 600)
      .sign(opts.key ?? privateKey)
  }

  it('accepts its own tokens', async () => {
    const user = await signUpUser(t.app)
    const res = await getUser(bearer(user.accessToken))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(user.session.user)
    const { sid } = JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString())
    expect((await getUser(bearer(await sign({ sub: user.userId, sid })))).statusCode).toBe(200)
    // well signed, but for a sign-in that never happened (or has ended)
    expect((await getUser(bearer(await sign({ sub: user.userId })))).statusCode).toBe(401)
  })

  it('refuses expired, tampered, malformed, foreign and unsigned tokens with 401 "Auth session missing!"', async () => {
    const user = await signUpUser(t.app)
    const [header, payload, signature] = user.accessToken.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000001' }),
    ).toString('base64url')
    const otherKey = (await generateKeyPair('ES256')).privateKey
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`
    const cases = {
      expired: await sign({ sub: user.userId }, { exp: Math.floor(Date.now() / 1000) - 5 }),
      tampered: `${header}.${forged}.${signature}`,
      'bad signature': `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      'two parts': `${header}.${payload}`,
      'not base64url': `${header}.${payload}.sig+nature/=`,
      'signed by another key with our kid': await sign({ sub: user.userId }, { key: otherKey }),
      'unknown kid': await sign({ sub: user.userId }, { key: otherKey, kid: 'other' }),
      'alg none': unsigned,
      'sub not a UUID': await sign({ sub: 'admin' }),
      garbage: 'x'.repeat(5000),
    }
    for (const [label, token] of Object.entries(cases)) {
      const res = await getUser(bearer(token))
      expect(res.statusCode, label).toBe(401)
      expect(res.json().message, label).toBe('Auth session missing!')
    }
    const missing = await getUser({})
    expect(missing.statusCode).toBe(401)
    expect((await getUser({ authorization: `Basic ${user.accessToken}` })).statusCode).toBe(401)
  })

  it('carries the user, the session family, an ES256 signature and the kid of a key in the JWKS', async () => {
    const user = await signUpUser(t.app)
    const [header, payload] = user.accessToken
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()))
    expect(header).toMatchObject({ alg: 'ES256', kid, typ: 'JWT' })
    expect(payload).toMatchObject({
      sub: user.userId,
      email: user.email,
      aud: 'authenticated',
      iss: TEST_ORIGIN,
    })
    expect(payload.exp - payload.iat).toBe(900)
    const jwks = await t.app.inject({ method: 'GET', url: '/api/auth/jwks.json' })
    expect(jwks.statusCode).toBe(200)
    expect(jwks.json()).toEqual({
      keys: [expect.objectContaining({ kid, kty: 'EC', crv: 'P-256', use: 'sig' })],
    })
    expect(jwks.json().keys[0].d).toBeUndefined()
    expect(jwks.headers['cache-control']).toBe('public, max-age=600')
  })
})

describe('GET /api/auth/providers', () => {
  it('says email + password is on and Google is off when it is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' })
    expect(res.json()).toEqual({ google: false, password: true })
  })
})
