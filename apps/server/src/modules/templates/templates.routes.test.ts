import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_USED_ACTION, type TemplateListResponse } from '@coldstart/contract'
import { activityLogs, emailTemplates } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let user: SignedInUser
let other: SignedInUser
let admin: SignedInUser
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  user = await signUpUser(t.app)
  other = await signUpUser(t.app)
  admin = await signUpAdmin(t.app, t.database.db)
})
afterAll(() => t.close())

const list = (who?: SignedInUser) =>
  t.app.inject({ method: 'GET', url: '/api/templates', headers: who ? bearer(who.accessToken) : {} })
const use = (id: string, who?: SignedInUser) =>
  t.app.inject({
    method: 'POST',
    url: `/api/templates/${id}/use`,
    headers: who ? bearer(who.accessToken) : {},
  })

describe('GET /api/templates', () => {
  it('is for signed-in users', async () => {
    const res = await list()
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ message: 'Auth session missing!' })
  })

  it('lists the active templates newest first, with their usage counts', async () => {
    await t.database.db.insert(emailTemplates).values({
      title: 'Brand new',
      category: 'follow-up',
      templateContent: 'Hi {{first_name|there}}',
      createdAt: new Date(Date.now() + 60_000),
    })
    for (const who of [user, admin]) {
      const res = await list(who)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const { items } = res.json() as TemplateListResponse
      expect(items[0]).toMatchObject({ title: 'Brand new', category: 'follow-up', usageCount: 0 })
      expect(items.map((i) => i.title)).not.toContain('Cover letter (long form)') // archived
      expect(items.length).toBeGreaterThanOrEqual(10)
      const dates = items.map((i) => Date.parse(i.createdAt))
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
      expect(Object.keys(items[0]!).sort()).toEqual(
        ['id', 'title', 'description', 'category', 'templateContent', 'usageCount', 'createdAt'].sort(),
      )
    }
  })
})

describe('POST /api/templates/:id/use', () => {
  async function firstTemplate() {
    const { items } = (await list(user)).json() as TemplateListResponse
    return items.find((i) => i.title === 'Short internship ask')!
  }

  it('is for signed-in users', async () => {
    const template = await firstTemplate()
    expect((await use(template.id)).statusCode).toBe(401)
  })

  it('adds one and returns the new count, for any user and the admin', async () => {
    const template = await firstTemplate()
    const a = await use(template.id, user)
    expect(a.statusCode).toBe(200)
    expect(a.json()).toEqual({ id: template.id, usageCount: template.usageCount + 1 })
    expect((await use(template.id, other)).json()).toMatchObject({ usageCount: template.usageCount + 2 })
    expect((await use(template.id, admin)).json()).toMatchObject({ usageCount: template.usageCount + 3 })
  })

  it("logs each use with its user, for the admin dashboard's template-use chart", async () => {
    const template = await firstTemplate()
    await use(template.id, other)
    const logged = await t.database.db
      .select({ details: activityLogs.details })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.actionType, TEMPLATE_USED_ACTION),
          eq(activityLogs.userId, other.userId),
          eq(activityLogs.entityId, template.id),
        ),
      )
    expect(logged.length).toBeGreaterThan(0)
    expect(logged[0]!.details).toEqual({ title: 'Short internship ask' })
  })

  it('counts each user once a day, exactly, under 30 concurrent uses from three users', async () => {
    const { items } = (await list(user)).json() as TemplateListResponse
    const template = items.find((i) => i.title !== 'Short internship ask')!
    const who = [user, other, admin]
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => use(template.id, who[i % 3])))
    expect(results.every((r) => r.statusCode === 200)).toBe(true)
    const counts = results.map((r) => (r.json() as { usageCount: number }).usageCount)
    expect(Math.max(...counts)).toBe(template.usageCount + 3)
    const [row] = await t.database.db
      .select({ n: emailTemplates.usageCount })
      .from(emailTemplates)
      .where(eq(emailTemplates.id, template.id))
    expect(row!.n).toBe(template.usageCount + 3)
  })

  it('404s an unknown or archived template, 400s a malformed id', async () => {
    const [archived] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(eq(emailTemplates.status, 'archived'))
    expect((await use(archived!.id, user)).statusCode).toBe(404)
    const unknown = await use('00000000-0000-4000-8000-000000000000', user)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ message: 'Template not found' })
    for (const bad of ['nope', '%00', '%F0%9F', 'x'.repeat(5000), '%ED%A0%80']) {
      const res = await use(bad, user)
      expect(res.statusCode, bad.slice(0, 20)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, bad.slice(0, 20)).toBeLessThan(500)
    }
  })
})
