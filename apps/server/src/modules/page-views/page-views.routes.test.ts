import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { PAGE_VIEW_MAX_LENGTH } from '@coldstart/contract'
import { pageViews, users } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (
  app: FastifyInstance,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) =>
  app.inject({ method: 'POST', url: '/api/page-views', payload: payload as object, headers, remoteAddress })

async function latestViews(count = 1) {
  return t.database.db.select().from(pageViews).orderBy(desc(pageViews.createdAt)).limit(count)
}

describe('POST /api/page-views, anonymous', () => {
  it('stores the view with no user and answers 204 with no body', async () => {
    const res = await post(t.app, { path: '/how-to-use', referrer: 'https://www.google.com/' })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const [view] = await latestViews()
    expect(view).toMatchObject({ path: '/how-to-use', referrer: 'https://www.google.com/', userId: null })
  })

  it('accepts a missing, null or empty referrer and stores null', async () => {
    for (const body of [
      { path: '/team' },
      { path: '/team', referrer: null },
      { path: '/team', referrer: '' },
    ]) {
      expect((await post(t.app, body)).statusCode).toBe(204)
      expect((await latestViews())[0]?.referrer).toBeNull()
    }
  })

  it('keeps a query string and a long path up to the limit', async () => {
    const path = `/app/startups?q=${'a'.repeat(PAGE_VIEW_MAX_LENGTH - 16)}`
    expect(path).toHaveLength(PAGE_VIEW_MAX_LENGTH)
    expect((await post(t.app, { path })).statusCode).toBe(204)
    expect((await latestViews())[0]?.path).toBe(path)
  })

  it.each([
    ['a missing path', { referrer: '/' }, 'path'],
    ['an absolute URL', { path: 'https://evil.example/x' }, 'path'],
    ['a protocol-relative URL', { path: '//evil.example/x' }, 'path'],
    ['a backslash host', { path: '/\\evil.example' }, 'path'],
    ['a relative path without /', { path: 'team' }, 'path'],
    ['whitespace', { path: '/team page' }, 'path'],
    ['a control character', { path: '/team\u0007' }, 'path'],
    ['a path that is too long', { path: `/${'a'.repeat(PAGE_VIEW_MAX_LENGTH)}` }, 'path'],
    [
      'a referrer that is too long',
      { path: '/', referrer: 'r'.repeat(PAGE_VIEW_MAX_LENGTH + 1) },
      'referrer',
    ],
    ['a path that is not a string', { path: 42 }, 'path'],
  ])('rejects %s with 400 and stores nothing', async (_case, body, field) => {
    const before = await t.database.db.$count(pageViews)
    const res = await post(t.app, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field })
    expect(await t.database.db.$count(pageViews)).toBe(before)
  })

  it('rejects a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/page-views',
      payload: 'path=/team',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.statusCode).toBe(415)
  })

  it('rate-limits each client IP, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 301; i++) {
      const forged = { 'x-forwarded-for': `198.51.100.${i % 250}` }
      statuses.push((await post(t.app, { path: '/' }, forged, '203.0.113.7')).statusCode)
    }
    expect(statuses.slice(0, 300).every((s) => s === 204)).toBe(true)
    expect(statuses[300]).toBe(429)
    const limited = await post(t.app, { path: '/' }, {}, '203.0.113.7')
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' })
    // Another address is not affected.
    expect((await post(t.app, { path: '/' }, {}, '203.0.113.8')).statusCode).toBe(204)
  })
})

describe('POST /api/page-views, signed in', () => {
  let asha: SignedInUser
  let ravi: SignedInUser
  let admin: SignedInUser
  beforeAll(async () => {
    asha = await signUpUser(t.app, { fullName: 'Asha Rao' })
    ravi = await signUpUser(t.app, { fullName: 'Ravi Kumar' })
    admin = await signUpAdmin(t.app, t.database.db)
  })

  const viewsOf = (userId: string) =>
    t.database.db.select({ path: pageViews.path }).from(pageViews).where(eq(pageViews.userId, userId))

  it('attaches the signed-in user, and each user gets only their own views', async () => {
    expect((await post(t.app, { path: '/app/emails' }, bearer(asha.accessToken))).statusCode).toBe(204)
    expect((await post(t.app, { path: '/app/team' }, bearer(ravi.accessToken))).statusCode).toBe(204)
    expect(await viewsOf(asha.userId)).toEqual([{ path: '/app/emails' }])
    expect(await viewsOf(ravi.userId)).toEqual([{ path: '/app/team' }])
  })

  it('attaches an admin like any other user', async () => {
    expect((await post(t.app, { path: '/admin' }, bearer(admin.accessToken))).statusCode).toBe(204)
    expect(await viewsOf(admin.userId)).toEqual([{ path: '/admin' }])
  })

  it('stores the view as anonymous with a bad, tampered or orphaned token instead of failing', async () => {
    const [header, payload] = asha.accessToken.split('.')
    const orphan = await signUpUser(t.app)
    await t.database.db.delete(users).where(eq(users.id, orphan.userId))
    const cases = [
      { authorization: 'Bearer not-a-token' },
      { authorization: `Bearer ${header}.${payload}.forged-signature` },
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      bearer(orphan.accessToken),
    ]
    for (const [i, headers] of cases.entries()) {
      expect((await post(t.app, { path: `/anonymous-${i}` }, headers)).statusCode).toBe(204)
      expect((await latestViews())[0]).toMatchObject({ path: `/anonymous-${i}`, userId: null })
    }
  })
})
