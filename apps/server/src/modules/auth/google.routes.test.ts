import { createHash } from 'node:crypto'
import net from 'node:net'
import { eq } from 'drizzle-orm'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityLogs, admins, users } from '../../db/schema/index.ts'
import {
  bearer,
  refreshWith,
  sameOrigin,
  setCookie,
  signUpUser,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from '../../testing/auth.ts'
import { startGoogleStandIn, type GoogleStandIn } from '../../testing/oidc-provider.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let google: GoogleStandIn
let t: TestApp

beforeAll(async () => {
  google = await startGoogleStandIn({ redirectUris: [`${TEST_ORIGIN}/api/auth/google/callback`] })
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
      ADMIN_EMAILS: 'Founder@Gmail.test, other-admin@gmail.test',
      // every round trip here comes from one address
      AUTH_RATE_LIMIT_FACTOR: '10',
    },
  })
})
afterAll(async () => {
  await t?.close()
  await google?.close()
})

async function authorize(redirectTo?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/google/authorize',
    headers: sameOrigin,
    payload: redirectTo === undefined ? {} : { redirectTo },
  })
  expect(res.statusCode).toBe(200)
  return { url: res.json().url as string, transaction: setCookie(res, 'coldstart_oidc')! }
}

function callback(url: URL, transaction: string | undefined) {
  return t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    cookies: transaction ? { coldstart_oidc: transaction } : {},
  })
}

/** The whole round trip: our authorize, Google's chooser, our callback. */
async function signInWithGoogle(email: string, opts: { redirectTo?: string; name?: string } = {}) {
  const { url, transaction } = await authorize(opts.redirectTo)
  const back = await google.signIn(url, email, opts.name)
  return callback(back, transaction)
}

/** The session a callback's refresh cookie leads to. */
const sessionAfter = (res: Awaited<ReturnType<typeof callback>>) =>
  refreshWith(t.app, setCookie(res, 'coldstart_refresh'))

describe('Google sign-in', () => {
  it('says Google is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' })
    expect(res.json()).toEqual({ google: true, password: true })
  })

  it('sends the browser to Google with PKCE S256, state, nonce and prompt=select_account', async () => {
    const { url, transaction } = await authorize()
    const params = new URL(url).searchParams
    expect(url.startsWith(`${google.issuer}/`)).toBe(true)
    expect(Object.fromEntries(params)).toMatchObject({
      client_id: google.clientId,
      redirect_uri: `${TEST_ORIGIN}/api/auth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      prompt: 'select_account',
    })
    // 32 random bytes each, base64url: 43 characters
    const random = /^[\w-]{43}$/
    expect(params.get('state')).toMatch(random)
    expect(params.get('nonce')).toMatch(random)
    expect(params.get('state')).not.toBe(params.get('nonce'))
    expect(params.get('code_challenge')).toMatch(random)

    // The transaction is a signed JWT for its own audience, holding what the callback checks against:
    // the same state and nonce, and the verifier whose S256 hash is the challenge (never in the URL).
    expect(transaction).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(decodeProtectedHeader(transaction)).toMatchObject({ alg: 'ES256', kid: expect.any(String) })
    const claims = decodeJwt(transaction)
    expect(claims).toMatchObject({ iss: TEST_ORIGIN, aud: 'coldstart:oidc-transaction' })
    expect(claims.exp! - claims.iat!).toBe(600)
    const tx = claims.tx as Record<string, string>
    expect(tx).toEqual({
      state: params.get('state'),
      nonce: params.get('nonce'),
      codeVerifier: expect.stringMatching(random),
      redirectTo: '/app',
    })
    expect(createHash('sha256').update(tx.codeVerifier!).digest('base64url')).toBe(
      params.get('code_challenge'),
    )
    expect(url).not.toContain(tx.codeVerifier)
  })

  it('sets and clears every cookie HttpOnly and SameSite=Lax (the readable signed-in hint excepted)', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/authorize',
      headers: sameOrigin,
      payload: {},
    })
    const { url } = started.json() as { url: string }
    const back = await google.signIn(new URL(url).toString(), 'cookie-check@gmail.test')
    const done = await callback(back, setCookie(started, 'coldstart_oidc'))
    expect(done.statusCode).toBe(302)
    const all = [...started.cookies, ...done.cookies]
    expect(all.map((c) => c.name).sort()).toEqual(
      ['coldstart_oidc', 'coldstart_oidc', 'coldstart_refresh', 'coldstart_signed_in'].sort(),
    )
    for (const cookie of all) {
      expect(cookie, cookie.name).toMatchObject({ sameSite: 'Lax' })
      if (cookie.name !== 'coldstart_signed_in') expect(cookie, cookie.name).toMatchObject({ httpOnly: true })
    }
  })

  it('signs a new user in, creates them with paid=false and profile_views=0, and lands on the first run', async () => {
    const res = await signInWithGoogle('asha.verma@gmail.test')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/app/welcome')
    // the next sign-in is not a new account's: /app
    expect((await signInWithGoogle('asha.verma@gmail.test')).headers.location).toBe('/app')
    expect(setCookie(res, 'coldstart_oidc')).toBe('')
    const session = (await sessionAfter(res)).json()
    expect(session.user).toMatchObject({ email: 'asha.verma@gmail.test', fullName: 'Asha Verma' })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.user.id))
    expect(row).toMatchObject({
      paid: false,
      profileViews: 0,
      firstName: 'Asha',
      lastName: 'Verma',
      passwordHash: null,
    })
    expect(row!.googleId).toBeTruthy()
  })

  it('returns to the page the user came from, but only a same-site path', async () => {
    expect(
      (await signInWithGoogle('ravi@gmail.test', { redirectTo: '/app/emails?tab=1' })).headers.location,
    ).toBe('/app/emails?tab=1')
    for (const hostile of [
      'https://evil.example/app',
      '//evil.example',
      '/\\evil.example',
      '/api/auth/sign-out',
      'app',
    ]) {
      expect((await signInWithGoogle('ravi@gmail.test', { redirectTo: hostile })).headers.location).toBe(
        '/app',
      )
    }
  })

  it('returns to a path with characters past U+00FF, percent-encoded, and never answers 500', async () => {
    const res = await signInWithGoogle('ravi@gmail.test', { redirectTo: '/app/startups?q=東京&city=Zürich' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/app/startups?q=%E6%9D%B1%E4%BA%AC&city=Z%C3%BCrich')
  })

  it('upserts the same user on the next sign-in, keeping paid and profile_views and taking the new name', async () => {
    const first = await signInWithGoogle('meera@gmail.test', { name: 'Meera Iyer' })
    const { user } = (await sessionAfter(first)).json()
    await t.database.db.update(users).set({ paid: true, profileViews: 7 }).where(eq(users.id, user.id))
    const again = await signInWithGoogle('meera@gmail.test', { name: 'Meera K Iyer' })
    const second = (await sessionAfter(again)).json()
    expect(second.user.id).toBe(user.id)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ paid: true, profileViews: 7, firstName: 'Meera', lastName: 'K Iyer' })
  })

  it('links an email + password account, dropping its unverified password and ending its sessions', async () => {
    const squatter = await signUpUser(t.app, { email: 'owner@gmail.test' })
    const res = await signInWithGoogle('owner@gmail.test')
    expect(res.headers.location).toBe('/app')
    expect((await sessionAfter(res)).json().user.id).toBe(squatter.userId)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.userId))
    expect(row!.passwordHash).toBeNull()
    const oldSession = await refreshWith(t.app, squatter.refreshToken)
    expect(oldSession.statusCode).toBe(401)
    const passwordSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: sameOrigin,
      payload: { email: 'owner@gmail.test', password: TEST_PASSWORD },
    })
    expect(passwordSignIn.statusCode).toBe(400)
  })

  it('makes ADMIN_EMAILS admins at sign-in and logs the role change; nobody else', async () => {
    const founder = await signInWithGoogle('founder@gmail.test')
    const founderSession = (await sessionAfter(founder)).json()
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/admin',
      headers: bearer(founderSession.access_token),
    })
    expect(status.json()).toEqual({ isAdmin: true })
    const [grant] = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.actionType, 'role_granted'))
    expect(grant).toMatchObject({ userId: founderSession.user.id, details: { by: 'ADMIN_EMAILS' } })

    const student = (await sessionAfter(await signInWithGoogle('student@gmail.test'))).json()
    const notAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/auth/admin',
      headers: bearer(student.access_token),
    })
    expect(notAdmin.json()).toEqual({ isAdmin: false })
  })

  it('never makes a password account admin through ADMIN_EMAILS (nobody verified its address)', async () => {
    const user = await signUpUser(t.app, { email: 'other-admin@gmail.test' })
    const rows = await t.database.db.select().from(admins).where(eq(admins.userId, user.userId))
    expect(rows).toHaveLength(0)
  })

  it('refuses a Google account whose email is not verified', async () => {
    const res = await signInWithGoogle('unverified-person@gmail.test')
    expect(res.headers.location).toBe('/sign-in?error=google')
    expect(setCookie(res, 'coldstart_refresh')).toBeUndefined()
  })

  it('fails safely without the transaction cookie, with a forged one, or with a swapped state', async () => {
    const { url } = await authorize()
    const back = await google.signIn(url, 'x@gmail.test')
    for (const cookie of [undefined, 'forged.cookie.value']) {
      const res = await callback(back, cookie)
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('/sign-in?error=google')
      expect(setCookie(res, 'coldstart_refresh')).toBeUndefined()
    }
    // a transaction from another sign-in attempt (another state, nonce and verifier)
    const other = await authorize()
    const swapped = await callback(back, other.transaction)
    expect(swapped.headers.location).toBe('/sign-in?error=google')

    const failures = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.actionType, 'sign_in_failed'))
    expect(failures.filter((f) => f.details?.method === 'google').length).toBeGreaterThanOrEqual(3)
  })

  it('treats "access denied" from Google as a failed sign-in', async () => {
    const { transaction } = await authorize()
    const res = await callback(
      new URL(`${TEST_ORIGIN}/api/auth/google/callback?error=access_denied`),
      transaction,
    )
    expect(res.headers.location).toBe('/sign-in?error=google')
  })

  it('answers a malformed callback with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=${'x'.repeat(3000)}`,
    })
    expect(res.statusCode).toBe(400)
  })

  it('refuses to start a sign-in for another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/authorize',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: {},
    })
    expect(res.statusCode).toBe(403)
  })
})

async function closedPort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('Google sign-in when Google is unreachable or not configured', () => {
  it('answers 503 while the issuer cannot be reached, 404 when Google is not configured', async () => {
    const down = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${await closedPort()}`,
      },
    })
    const off = await createTestApp()
    try {
      const startOn = (app: TestApp['app']) =>
        app.inject({ method: 'POST', url: '/api/auth/google/authorize', headers: sameOrigin, payload: {} })
      const unavailable = await startOn(down.app)
      expect(unavailable.statusCode).toBe(503)
      expect(unavailable.json().message).toBe('Google sign-in is unavailable right now. Please try again.')
      const notConfigured = await startOn(off.app)
      expect(notConfigured.statusCode).toBe(404)
    } finally {
      await down.close()
      await off.close()
    }
  })
})
