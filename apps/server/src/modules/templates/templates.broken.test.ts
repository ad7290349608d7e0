import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COMPOSE_NOTICES,
  type AdminTemplateListResponse,
  type TemplateListResponse,
} from '@coldstart/contract'
import { emailTemplates, startupEmployees } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { logBrokenTemplates } from './template-problems.ts'

// The careless admin's walk: one closing tag deleted, and every student got the subject
// "{{#role}}Data internship at Vaani Labs?". A stored template with problems (written before the checker,
// or straight into the database) is found on read and at start: hidden from students, refused by the
// composer, flagged for the admin.

let t: TestApp
let student: SignedInUser
let admin: SignedInUser
let brokenId: string
const BROKEN =
  'Subject: {{#role}}{{role}} internship{{^role}}Data internship{{/role}} at {{company}}?\n\nHi {{first_name}},\n\nI love {{compnay}}.'

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  ;[student, admin] = await Promise.all([signUpUser(t.app), signUpAdmin(t.app, t.database.db)])
  const [broken] = await t.database.db
    .insert(emailTemplates)
    .values({
      title: 'Broken role ask',
      category: 'internship',
      templateContent: BROKEN,
      status: 'active',
      createdAt: sql`now() + interval '1 minute'`,
    })
    .returning({ id: emailTemplates.id })
  brokenId = broken!.id
})
afterAll(() => t.close())

const get = (who: SignedInUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(who.accessToken) })

describe('a stored template with problems', () => {
  it('is hidden from the students’ list (the templates page and the composer’s picker)', async () => {
    const res = await get(student, '/api/templates')
    expect(res.statusCode).toBe(200)
    const { items } = res.json() as TemplateListResponse
    expect(items.length).toBeGreaterThanOrEqual(8)
    expect(items.map((i) => i.title)).not.toContain('Broken role ask')
    expect(JSON.stringify(items)).not.toMatch(/\{\{\s*#role\s*\}\}[^{]*\{\{\s*\^role/)
  })

  it('is refused by the composer with a clear 409', async () => {
    const [member] = await t.database.db
      .select({ id: startupEmployees.id, startupId: startupEmployees.startupId })
      .from(startupEmployees)
      .orderBy(asc(startupEmployees.id))
      .limit(1)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/compose',
      headers: bearer(student.accessToken),
      payload: { templateId: brokenId, startupId: member!.startupId, employeeIds: [member!.id] },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ statusCode: 409, message: COMPOSE_NOTICES.templateBroken })
  })

  it('counts no use of it: the use endpoint answers 404 as for an unknown template', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/templates/${brokenId}/use`,
      headers: bearer(student.accessToken),
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ message: 'Template not found' })
    const [template] = await t.database.db
      .select({ usageCount: emailTemplates.usageCount })
      .from(emailTemplates)
      .where(eq(emailTemplates.id, brokenId))
    expect(template!.usageCount).toBe(0)
  })

  it('is flagged on the admin’s list with each problem at its line', async () => {
    const res = await get(admin, '/api/admin/templates?q=Broken%20role')
    const { items } = res.json() as AdminTemplateListResponse
    expect(items).toHaveLength(1)
    expect(items[0]!.problems).toEqual([
      expect.objectContaining({
        line: 1,
        token: '{{#role}}',
        message: '“{{#role}}” is never closed: add {{/role}} where the section ends.',
      }),
      expect.objectContaining({ line: 5, message: 'Unknown variable “compnay”: did you mean company?' }),
    ])
    // the demo templates are sound
    const all = (await get(admin, '/api/admin/templates')).json() as AdminTemplateListResponse
    for (const item of all.items.filter((i) => i.id !== brokenId))
      expect(item.problems, item.title).toEqual([])
  })

  it('is named in the log at start', async () => {
    const warnings: unknown[][] = []
    const broken = await logBrokenTemplates(t.database.db, {
      warn: (...args: unknown[]) => warnings.push(args),
    })
    expect(broken).toBe(1)
    expect(warnings).toEqual([
      [
        expect.objectContaining({ templateId: brokenId, status: 'active' }),
        expect.stringMatching(/^Template “Broken role ask” has 2 problem\(s\): hidden from students/),
      ],
    ])
  })

  it('comes back to students once an admin fixes it', async () => {
    const fixed = BROKEN.replace('{{^role}}', '{{/role}}{{^role}}').replace('compnay', 'company')
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/templates/${brokenId}`,
      headers: bearer(admin.accessToken),
      payload: { title: 'Broken role ask', category: 'internship', templateContent: fixed, status: 'active' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'active', problems: [] })
    const { items } = (await get(student, '/api/templates')).json() as TemplateListResponse
    expect(items[0]).toMatchObject({ id: brokenId, title: 'Broken role ask' })
  })
})
