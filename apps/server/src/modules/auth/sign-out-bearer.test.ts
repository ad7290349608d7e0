import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, refreshWith, sameOrigin, signUpUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const getUser = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(accessToken) })

describe('POST /api/auth/sign-out with only a bearer token', () => {
  it('ends the sign-in the token belongs to', async () => {
    const user = await signUpUser(t.app)
    const other = await signUpUser(t.app)
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...sameOrigin, ...bearer(user.accessToken) },
    })
    expect(out.statusCode).toBe(204)
    expect((await getUser(user.accessToken)).statusCode).toBe(401)
    // the whole sign-in: its refresh token is gone too
    expect((await refreshWith(t.app, user.refreshToken)).statusCode).toBe(401)
    // nobody else's
    expect((await getUser(other.accessToken)).statusCode).toBe(200)
  })

  it('ignores a token that is not ours', async () => {
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...sameOrigin, ...bearer('a.b.c') },
    })
    expect(out.statusCode).toBe(204)
  })
})
