import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { listRoutes } from '../../testing/routes.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// The admin guard keeps every answer under /api/admin out of caches (docs/decisions/061): the admin route
// modules set no cache-control of their own.
let t: TestApp
let student: SignedInUser
let admin: SignedInUser

beforeAll(async () => {
  t = await createTestApp()
  student = await signUpUser(t.app)
  admin = await signUpAdmin(t.app, t.database.db)
})
afterAll(() => t.close())

describe('answers under /api/admin', () => {
  it('are no-store for admins, students and anonymous callers, on every GET route and an unknown path', async () => {
    const urls = listRoutes(t.app)
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/admin/') && !r.url.includes(':'))
      .map((r) => r.url)
    expect(urls).toContain('/api/admin/dashboard')
    for (const url of [...urls, '/api/admin/no-such-page']) {
      for (const headers of [bearer(admin.accessToken), bearer(student.accessToken), {}]) {
        const res = await t.app.inject({ method: 'GET', url, headers })
        expect(res.headers['cache-control'], `${url} ${res.statusCode}`).toBe('no-store')
      }
    }
  })
})
