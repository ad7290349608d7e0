import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_USED_ACTION } from '@coldstart/contract'
import { activityLogs, emailTemplates, users } from '../../db/schema/index.ts'
import { buildEmailTemplate } from '../../db/seed/factories.ts'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { TEMPLATE_USE_RATE_LIMIT } from './templates.routes.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function newTemplate(): Promise<string> {
  const [row] = await t.database.db
    .insert(emailTemplates)
    .values(buildEmailTemplate({ status: 'active', usageCount: 7 }))
    .returning({ id: emailTemplates.id })
  return row!.id
}
const use = (id: string, who: SignedInUser) =>
  t.app.inject({ method: 'POST', url: `/api/templates/${id}/use`, headers: bearer(who.accessToken) })
const usageOf = async (id: string) =>
  (await t.database.db.select().from(emailTemplates).where(eq(emailTemplates.id, id)))[0]!.usageCount
const loggedUses = (id: string, who: SignedInUser) =>
  t.database.db.$count(
    activityLogs,
    and(
      eq(activityLogs.actionType, TEMPLATE_USED_ACTION),
      eq(activityLogs.entityId, id),
      eq(activityLogs.userId, who.userId),
    ),
  )

describe('POST /api/templates/:id/use cannot be pumped', () => {
  it("counts one user's uses of a template once a day: 50 uses add 1 and one activity row", async () => {
    const id = await newTemplate()
    const user = await signUpUser(t.app)
    for (let i = 0; i < 50; i++) {
      const res = await use(id, user)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ id, usageCount: 8 })
    }
    expect(await usageOf(id)).toBe(8)
    expect(await loggedUses(id, user)).toBe(1)
    // another user is another use; the same user on another template too
    const other = await signUpUser(t.app)
    expect((await use(id, other)).json()).toEqual({ id, usageCount: 9 })
    const second = await newTemplate()
    expect((await use(second, user)).json()).toEqual({ id: second, usageCount: 8 })
  })

  it('stays exact under concurrent uses: 30 at once from one user add 1', async () => {
    const id = await newTemplate()
    const user = await signUpUser(t.app)
    const results = await Promise.all(Array.from({ length: 30 }, () => use(id, user)))
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(200))
    expect(await usageOf(id)).toBe(8)
    expect(await loggedUses(id, user)).toBe(1)
  })

  it('limits each user to TEMPLATE_USE_RATE_LIMIT uses a minute, with Retry-After; others are not affected', async () => {
    const id = await newTemplate()
    const user = await signUpUser(t.app)
    for (let i = 0; i < TEMPLATE_USE_RATE_LIMIT.max; i++) expect((await use(id, user)).statusCode).toBe(200)
    const limited = await use(id, user)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await use(id, await signUpUser(t.app))).statusCode).toBe(200)
  })

  it('answers a deleted account whose token still works without a 500, and counts nothing', async () => {
    const id = await newTemplate()
    const ghost = await signUpUser(t.app)
    await t.database.db.delete(users).where(eq(users.id, ghost.userId))
    expect((await use(id, ghost)).statusCode).toBeLessThan(500)
    expect(await usageOf(id)).toBe(7)
  })
})
