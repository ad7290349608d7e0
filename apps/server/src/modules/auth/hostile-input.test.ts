import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, sameOrigin, signUpUser, TEST_PASSWORD } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// Text PostgreSQL cannot store (NUL, a lone surrogate) used to reach a query and answer 500.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

let address = 0
function send(method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) {
  address += 1
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...sameOrigin, ...headers },
    remoteAddress: `10.9.0.${address}`,
  })
}

describe('text PostgreSQL cannot store', () => {
  it.each([
    [
      'a NUL in the sign-in email',
      '/api/auth/sign-in',
      { email: 'a\u0000@example.com', password: TEST_PASSWORD },
      'email',
    ],
    [
      'a lone surrogate in the sign-in email',
      '/api/auth/sign-in',
      { email: 'a\uD800@example.com', password: TEST_PASSWORD },
      'email',
    ],
    [
      'a NUL in the sign-up name',
      '/api/auth/sign-up',
      { email: 'nul-name@example.com', password: TEST_PASSWORD, fullName: 'A\u0000B' },
      'fullName',
    ],
    ['a NUL in the recovery email', '/api/auth/recover', { email: 'a\u0000@example.com' }, 'email'],
    [
      'a NUL in the page-view referrer',
      '/api/page-views',
      { path: '/app', referrer: 'https://x.example/\u0000' },
      'referrer',
    ],
    ['a lone surrogate in the page-view path', '/api/page-views', { path: '/app/\uDC00' }, 'path'],
  ])('answers %s with a 400 naming the field', async (_label, url, payload, field) => {
    const res = await send('POST', url, payload)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ statusCode: 400, field })
  })

  it('answers a NUL in the name of PUT /api/auth/user with a 400', async () => {
    const user = await signUpUser(t.app)
    const res = await send('PUT', '/api/auth/user', { fullName: 'A\u0000B' }, bearer(user.accessToken))
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ field: 'fullName' })
  })
})
