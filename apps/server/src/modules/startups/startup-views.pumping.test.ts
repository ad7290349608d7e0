import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StartupDetail } from '@coldstart/contract'
import { startups } from '../../db/schema/index.ts'
import { buildStartup } from '../../db/seed/factories.ts'
import { bearer, signUpUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let id: string
beforeAll(async () => {
  t = await createTestApp()
  const [row] = await t.database.db
    .insert(startups)
    .values(buildStartup({ viewsCount: 0 }))
    .returning({ id: startups.id })
  id = row!.id
})
afterAll(() => t.close())

async function view(opts: { ip: string; userAgent: string; token?: string }) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/startups/${id}`,
    headers: { 'user-agent': opts.userAgent, ...(opts.token ? bearer(opts.token) : {}) },
    remoteAddress: opts.ip,
  })
  expect(res.statusCode).toBe(200)
  return (res.json() as StartupDetail).viewsCount
}

describe('GET /api/startups/:id view counting: views cannot be pumped', () => {
  it('counts an address once a day, however many User-Agents it rotates through', async () => {
    const first = await view({ ip: '198.51.100.20', userAgent: 'browser 0' })
    for (let i = 1; i < 30; i++) {
      expect(await view({ ip: '198.51.100.20', userAgent: `browser ${i}` })).toBe(first)
    }
    expect(await view({ ip: '198.51.100.20', userAgent: '' })).toBe(first)
    // another address is another visitor
    expect(await view({ ip: '198.51.100.21', userAgent: 'browser 0' })).toBe(first + 1)
  })

  it('keys an IPv6 visitor on its /64 network: rotating the interface part adds nothing', async () => {
    const first = await view({ ip: '2001:db8:1:2::1', userAgent: 'phone' })
    for (let i = 2; i < 12; i++) {
      expect(await view({ ip: `2001:db8:1:2::${i.toString(16)}`, userAgent: 'phone' })).toBe(first)
    }
    expect(await view({ ip: '2001:db8:1:3::1', userAgent: 'phone' })).toBe(first + 1)
  })

  it('counts a signed-in user once a day from any device or address; other users and visitors count apart', async () => {
    const user = await signUpUser(t.app)
    const before = await view({ ip: '198.51.100.30', userAgent: 'kiosk' })
    expect(await view({ ip: '198.51.100.30', userAgent: 'laptop', token: user.accessToken })).toBe(before + 1)
    expect(await view({ ip: '198.51.100.31', userAgent: 'phone', token: user.accessToken })).toBe(before + 1)
    // another user counts, from an address already counted
    const other = await signUpUser(t.app)
    expect(await view({ ip: '198.51.100.31', userAgent: 'phone', token: other.accessToken })).toBe(before + 2)
    // a bad token is an anonymous view, not an error
    expect(await view({ ip: '198.51.100.32', userAgent: 'kiosk', token: 'a.b.c' })).toBe(before + 3)
    expect(await view({ ip: '198.51.100.32', userAgent: 'kiosk', token: 'a.b.c' })).toBe(before + 3)
  })
})
