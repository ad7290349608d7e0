import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpUser } from '../testing/auth.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('security headers over plain http (localhost)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('sends a CSP without inline script that refuses framing, and a matching X-Frame-Options', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self'(;|$)/)
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('keeps the signed-in user out of every cache', async () => {
    const user = await signUpUser(t.app)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(user.accessToken),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/user' })
    expect(anonymous.headers['cache-control']).toBe('no-store')
  })
})

describe('security headers and cookies over https', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://coldstart.example' } })
  })
  afterAll(() => t.close())

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })

  it('sets the refresh cookie HttpOnly, SameSite and Secure', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: 'https://coldstart.example' },
      payload: { email: 'https-cookie@example.com', password: 'correct horse battery staple' },
    })
    expect(res.statusCode).toBe(201)
    const refresh = res.cookies.find((c) => c.name === 'coldstart_refresh')
    expect(refresh).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/api/auth' })
    for (const cookie of res.cookies) expect(cookie).toMatchObject({ secure: true, sameSite: 'Lax' })
  })
})
