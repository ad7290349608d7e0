import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StartupDetail, StartupListResponse } from '@coldstart/contract'
import { bearer, signUpUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

async function view(id: string, opts: { token?: string; ip: string; userAgent: string }) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/startups/${id}`,
    headers: { 'user-agent': opts.userAgent, ...(opts.token ? bearer(opts.token) : {}) },
    remoteAddress: opts.ip,
  })
  expect(res.statusCode).toBe(200)
  return (res.json() as StartupDetail).viewsCount
}

describe('GET /api/startups/:id view counting', () => {
  it('counts a signed-in user once a day, from any device or address', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/startups?limit=1&sort=a-z' })).json()
    const id = (list as StartupListResponse).items[0]!.id
    const user = await signUpUser(t.app)
    const first = await view(id, { token: user.accessToken, ip: '10.40.0.1', userAgent: 'laptop' })
    expect(await view(id, { token: user.accessToken, ip: '10.40.0.2', userAgent: 'phone' })).toBe(first)
    // another user, and an anonymous visitor, each count
    const other = await signUpUser(t.app)
    expect(await view(id, { token: other.accessToken, ip: '10.40.0.2', userAgent: 'phone' })).toBe(first + 1)
    expect(await view(id, { ip: '10.40.0.3', userAgent: 'kiosk' })).toBe(first + 2)
    // a bad token is an anonymous view, not an error
    expect(await view(id, { token: 'a.b.c', ip: '10.40.0.3', userAgent: 'kiosk' })).toBe(first + 2)
  })
})
