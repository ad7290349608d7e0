import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { sessions } from '../../db/schema/index.ts'
import {
  bearer,
  refreshWith,
  sameOrigin,
  signOutWith,
  signUpUser,
  TEST_PASSWORD,
} from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const getUser = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(accessToken) })

describe('access tokens of an ended sign-in', () => {
  it('stop working at sign-out, not 15 minutes later', async () => {
    const user = await signUpUser(t.app)
    expect((await getUser(user.accessToken)).statusCode).toBe(200)
    const out = await signOutWith(t.app, user.refreshToken)
    expect(out.statusCode).toBe(204)
    const after = await getUser(user.accessToken)
    expect(after.statusCode).toBe(401)
    expect(after.json().message).toBe('Auth session missing!')
  })

  it('stop working when the family is revoked for a reused refresh token', async () => {
    const user = await signUpUser(t.app)
    const first = await refreshWith(t.app, user.refreshToken)
    expect(first.statusCode).toBe(200)
    const access = first.json().access_token as string
    expect((await getUser(access)).statusCode).toBe(200)
    // the old token replayed after the grace period: theft, the whole family goes
    await t.database.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, user.userId))
    expect((await refreshWith(t.app, user.refreshToken)).statusCode).toBe(401)
    expect((await getUser(access)).statusCode).toBe(401)
  })

  it("stop working for the user's other sign-ins when the password changes; this one stays", async () => {
    const user = await signUpUser(t.app)
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: sameOrigin,
      payload: { email: user.email, password: TEST_PASSWORD },
    })
    const otherAccess = elsewhere.json().access_token as string
    expect((await getUser(otherAccess)).statusCode).toBe(200)
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(user.accessToken),
      payload: { password: 'a whole new passphrase', currentPassword: TEST_PASSWORD },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await getUser(otherAccess)).statusCode).toBe(401)
    expect((await getUser(user.accessToken)).statusCode).toBe(200)
  })
})
