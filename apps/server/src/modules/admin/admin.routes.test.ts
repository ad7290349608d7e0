import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityLogs } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { listRoutes } from '../../testing/routes.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { changeAdminRole } from './admin.service.ts'

let t: TestApp
let student: SignedInUser
let otherStudent: SignedInUser
let admin: SignedInUser

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  student = await signUpUser(t.app)
  otherStudent = await signUpUser(t.app)
  admin = await signUpAdmin(t.app, t.database.db)
})
afterAll(() => t.close())

const as = (user: SignedInUser | null) => (user ? bearer(user.accessToken) : {})

describe('GET /api/auth/admin', () => {
  it('answers 401 anonymous, { isAdmin: false } for students and { isAdmin: true } for admins', async () => {
    const get = (user: SignedInUser | null) =>
      t.app.inject({ method: 'GET', url: '/api/auth/admin', headers: as(user) })
    const anonymous = await get(null)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().message).toBe('Auth session missing!')
    expect((await get(student)).json()).toEqual({ isAdmin: false })
    expect((await get(otherStudent)).json()).toEqual({ isAdmin: false })
    const asAdmin = await get(admin)
    expect(asAdmin.json()).toEqual({ isAdmin: true })
    expect(asAdmin.headers['cache-control']).toBe('no-store')
  })
})

describe('every /api/admin route', () => {
  // Whatever other modules register under /api/admin is found here and held to the same rule.
  const adminRoutes = () =>
    listRoutes(t.app).filter((r) => r.url === '/api/admin' || r.url.startsWith('/api/admin/'))
  const sample = (url: string) => url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000')

  it('answers 401 anonymous and 403 to signed-in students, 2xx (or a 4xx about the input) to admins', async () => {
    // the route listing itself works (it sees this module's own route)
    expect(listRoutes(t.app)).toContainEqual({ method: 'GET', url: '/api/auth/admin' })
    for (const { method, url } of adminRoutes()) {
      const call = (user: SignedInUser | null) =>
        t.app.inject({
          method: method as 'GET',
          url: sample(url),
          headers: as(user),
          payload: method === 'GET' ? undefined : {},
        })
      expect((await call(null)).statusCode, `${method} ${url} anonymous`).toBe(401)
      expect((await call(student)).statusCode, `${method} ${url} student`).toBe(403)
      const asAdmin = await call(admin)
      expect([401, 403], `${method} ${url} admin`).not.toContain(asAdmin.statusCode)
      expect(asAdmin.statusCode, `${method} ${url} admin`).toBeLessThan(500)
      if (method === 'GET' && !url.includes(':')) expect(asAdmin.statusCode, `${method} ${url}`).toBe(200)
    }
  })

  it('guards the whole prefix, even paths no route has yet and encoded spellings of it', async () => {
    for (const url of [
      '/api/admin',
      '/api/admin/',
      '/api/admin/anything',
      '/api/admin/users?x=1',
      '/api/%61dmin/x',
    ]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const call = (user: SignedInUser | null) => t.app.inject({ method, url, headers: as(user) })
        expect((await call(null)).statusCode, `${method} ${url}`).toBe(401)
        expect((await call(student)).statusCode, `${method} ${url}`).toBe(403)
        expect((await call(admin)).statusCode, `${method} ${url}`).toBe(404)
      }
    }
  })

  it('refuses tokens that are expired, tampered with or not bearer tokens before any admin check', async () => {
    const tampered = `${admin.accessToken.slice(0, -6)}AAAAAA`
    for (const headers of [bearer(tampered), bearer('a.b'), { authorization: admin.accessToken }]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/x', headers })).statusCode).toBe(401)
    }
  })
})

describe('granting and revoking (npm run admin)', () => {
  it('grants by email, takes effect on the next request with the same token, and logs both changes', async () => {
    const user = await signUpUser(t.app)
    const status = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/auth/admin', headers: bearer(user.accessToken) })
      ).json()
    expect(await status()).toEqual({ isAdmin: false })

    const granted = await changeAdminRole(t.database.db, user.email.toUpperCase(), 'grant', 'cli')
    expect(granted).toMatchObject({ changed: true, user: { id: user.userId } })
    expect(await status()).toEqual({ isAdmin: true })
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/x', headers: bearer(user.accessToken) }))
        .statusCode,
    ).toBe(404)
    expect((await changeAdminRole(t.database.db, user.email, 'grant', 'cli')).changed).toBe(false)

    const revoked = await changeAdminRole(t.database.db, user.email, 'revoke', 'cli')
    expect(revoked.changed).toBe(true)
    expect(await status()).toEqual({ isAdmin: false })
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/x', headers: bearer(user.accessToken) }))
        .statusCode,
    ).toBe(403)

    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, user.userId), eq(activityLogs.entityType, 'admin')))
    expect(logs.map((l) => l.actionType).sort()).toEqual(['role_granted', 'role_revoked'])
    expect(logs.every((l) => l.entityType === 'admin' && l.details?.by === 'cli')).toBe(true)
  })

  it('reports an unknown email instead of creating anything', async () => {
    expect(await changeAdminRole(t.database.db, 'nobody@example.com', 'grant', 'cli')).toEqual({
      changed: false,
      user: null,
    })
    expect(await changeAdminRole(t.database.db, 'nobody@example.com', 'revoke', 'cli')).toEqual({
      changed: false,
      user: null,
    })
  })
})
