import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let user: SignedInUser
let admin: SignedInUser
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  user = await signUpUser(t.app)
  admin = await signUpAdmin(t.app, t.database.db)
})
afterAll(() => t.close())

const cacheControl = async (url: string, who?: SignedInUser) => {
  const res = await t.app.inject({ url, headers: who ? bearer(who.accessToken) : {} })
  expect(res.statusCode, url).toBe(200)
  return res.headers['cache-control']
}

describe('Cache-Control of the directory lists', () => {
  it('keeps a best-match list, ranked for its reader, out of every cache', async () => {
    expect(await cacheControl('/api/startups?sort=best-match', user)).toBe('no-store')
    expect(await cacheControl('/api/internships?sort=best-match', user)).toBe('no-store')
  })

  it('has caches ask again before reusing a public list', async () => {
    expect(await cacheControl('/api/startups')).toBe('no-cache')
    expect(await cacheControl('/api/internships')).toBe('no-cache')
  })

  it('keeps the admin startup picker out of every cache', async () => {
    expect(await cacheControl('/api/admin/internships/startups?q=a', admin)).toBe('no-store')
  })
})
