import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminTemplate, AdminTemplateListResponse, TemplateListResponse } from '@coldstart/contract'
import { activityLogs } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let student: SignedInUser
let admin: SignedInUser
let otherAdmin: SignedInUser

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  student = await signUpUser(t.app)
  admin = await signUpAdmin(t.app, t.database.db)
  otherAdmin = await signUpAdmin(t.app, t.database.db)
})
afterAll(() => t.close())

const as = (user: SignedInUser | null) => (user ? bearer(user.accessToken) : {})
const valid = {
  title: 'Warm intro ask',
  description: 'For a mutual connection',
  category: 'internship',
  templateContent: 'Hi {{first_name}}, I would love to help {{company}} with {{role}}.',
  status: 'active',
}
const list = async (query = '', user: SignedInUser = admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/templates${query}`, headers: as(user) })
  expect(res.statusCode).toBe(200)
  return res.json() as AdminTemplateListResponse
}
const create = (payload: unknown, user: SignedInUser | null = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/templates', headers: as(user), payload: payload as object })

describe('/api/admin/templates', () => {
  it('answers 401 anonymous and 403 to students on every route', async () => {
    const id = (await list()).items[0]!.id
    const calls = [
      { method: 'GET', url: '/api/admin/templates' },
      { method: 'POST', url: '/api/admin/templates', payload: valid },
      { method: 'PUT', url: `/api/admin/templates/${id}`, payload: valid },
      { method: 'POST', url: `/api/admin/templates/${id}/archive` },
    ] as const
    for (const call of calls) {
      expect((await t.app.inject({ ...call })).statusCode, `${call.method} ${call.url}`).toBe(401)
      expect((await t.app.inject({ ...call, headers: as(student) })).statusCode).toBe(403)
    }
    // nothing changed by the refused calls
    expect((await list()).items.find((x) => x.id === id)?.status).toBe('active')
  })

  it('lists newest updated first, at most 50, with the card fields', async () => {
    const { items, total, pageSize } = await list()
    expect(pageSize).toBe(50)
    expect(total).toBeGreaterThanOrEqual(8)
    const times = items.map((x) => x.updatedAt)
    expect([...times].sort().reverse()).toEqual(times)
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        'category',
        'createdAt',
        'description',
        'id',
        'noReplyUse',
        'problems',
        'status',
        'successRate',
        'templateContent',
        'title',
        'updatedAt',
        'usageCount',
      ].sort(),
    )
  })

  it('creates, edits and archives, each logged with who did it; other admins see the same data', async () => {
    const created = await create(valid)
    expect(created.statusCode).toBe(201)
    const row = created.json() as AdminTemplate
    expect(row).toMatchObject({ ...valid, usageCount: 0, successRate: null })
    expect((await list('', otherAdmin)).items[0]?.id).toBe(row.id)

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/templates/${row.id}`,
      headers: as(otherAdmin),
      payload: { ...valid, title: '  Warm intro ask (v2)  ', category: 'follow-up' },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ title: 'Warm intro ask (v2)', category: 'follow-up' })

    const archived = await t.app.inject({
      method: 'POST',
      url: `/api/admin/templates/${row.id}/archive`,
      headers: as(admin),
    })
    expect(archived.json()).toMatchObject({ status: 'archived', title: 'Warm intro ask (v2)' })

    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, row.id))
      .orderBy(activityLogs.createdAt)
    expect(logs.map((l) => [l.actionType, l.userId])).toEqual([
      ['template_created', admin.userId],
      ['template_updated', otherAdmin.userId],
      ['template_archived', admin.userId],
    ])
  })

  it('keeps which no-reply follow-up a follow-up template is for; an internship template is any', async () => {
    const followUp = { ...valid, category: 'follow-up', noReplyUse: 'never' }
    const created = await create(followUp)
    expect(created.statusCode).toBe(201)
    const row = created.json() as AdminTemplate
    expect(row.noReplyUse).toBe('never')
    expect((await list('', otherAdmin)).items.find((x) => x.id === row.id)?.noReplyUse).toBe('never')

    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/templates/${row.id}`, headers: as(admin), payload })
    expect((await put({ ...followUp, noReplyUse: 'last' })).json()).toMatchObject({ noReplyUse: 'last' })
    // left out, it is 'any'
    expect((await put(valid)).json()).toMatchObject({ noReplyUse: 'any', category: 'internship' })
    // only a follow-up's is kept
    expect((await put({ ...valid, noReplyUse: 'first' })).json()).toMatchObject({ noReplyUse: 'any' })
    expect((await create({ ...valid, noReplyUse: 'last' })).json()).toMatchObject({ noReplyUse: 'any' })

    // students see it on the follow-up
    await put({ ...followUp, noReplyUse: 'first' })
    const mine = await t.app.inject({ method: 'GET', url: '/api/templates', headers: as(student) })
    const shown = (mine.json() as TemplateListResponse).items.find((x) => x.id === row.id)
    expect(shown?.noReplyUse).toBe('first')
  })

  it('searches title, description, category and status, case-insensitively, wildcards literal', async () => {
    await create({ ...valid, title: 'Zebra 100% pitch', description: 'Stripes', status: 'draft' })
    expect((await list('?q=zEBRA')).items.map((x) => x.title)).toEqual(['Zebra 100% pitch'])
    expect((await list('?q=stripes')).items).toHaveLength(1)
    expect((await list('?q=100%25')).items).toHaveLength(1)
    expect((await list('?q=%25%25')).items).toHaveLength(0)
    const drafts = (await list('?q=draft')).items
    expect(drafts.map((x) => x.title)).toContain('Zebra 100% pitch')
    expect(drafts.every((x) => x.status === 'draft')).toBe(true)
    expect((await list('?q=follow-up')).items.length).toBeGreaterThan(0)
    expect((await list('?q=nothing-like-this')).items).toEqual([])
  })

  it('refuses hostile and wrong input with a clear 400, never a 500', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...valid, title: 'a\u0000b' }, /NUL/],
      [{ ...valid, templateContent: 'x\uD800y' }, /surrogate/],
      [{ ...valid, templateContent: 'x'.repeat(100_000) }, /at most 20,000/],
      [{ ...valid, title: '   ' }, /Title is required/],
      [{ ...valid, category: 'spam' }, /Category/],
      [{ ...valid, status: 42 }, /Status/],
      [
        { ...valid, category: 'follow-up', noReplyUse: 'second' },
        /No-reply use must be any, first, last or never/,
      ],
      [{ ...valid, title: ['x'] }, /Title must be text/],
      [{}, /./],
    ]
    for (const [payload, message] of cases) {
      const res = await create(payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/templates',
      headers: { ...as(admin), 'content-type': 'application/json' },
      payload: '{"title": "\\u00',
    })
    expect(bad.statusCode).toBe(400)
    // bytes that are not UTF-8: never a 500 (the JSON parser reads them as U+FFFD, which PostgreSQL stores)
    const notUtf8 = await t.app.inject({
      method: 'POST',
      url: '/api/admin/templates',
      headers: { ...as(admin), 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"title":"Bytes '),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from('","category":"internship","templateContent":"Hi"}'),
      ]),
    })
    expect(notUtf8.statusCode).toBeLessThan(500)
    expect([201, 400]).toContain(notUtf8.statusCode)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/templates?q=%00', headers: as(admin) }))
        .statusCode,
    ).toBe(400)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/templates?page=0', headers: as(admin) }))
        .statusCode,
    ).toBe(400)
  })

  it('refuses to make a template with problems active, names the first at its line; a draft saves', async () => {
    const broken =
      'Subject: {{#role}}{{role}} internship at {{company}}\n\nHi {{first_name}},\nI like {{compnay}}.'
    const before = (await list()).total
    const refused = await create({ ...valid, title: 'Typo pitch', templateContent: broken })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      field: 'templateContent',
      message:
        'Fix the template before making it active, or save it as a draft. Line 1: “{{#role}}” is never closed: add {{/role}} where the section ends. (and 1 more problem)',
    })
    // the status defaults to active: left out, the same refusal
    const { status: _status, ...noStatus } = valid
    expect((await create({ ...noStatus, templateContent: broken })).statusCode).toBe(400)
    expect((await list()).total).toBe(before)

    const draft = await create({ ...valid, title: 'Typo pitch', templateContent: broken, status: 'draft' })
    expect(draft.statusCode).toBe(201)
    const saved = draft.json() as AdminTemplate
    expect(saved.problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [1, 10, '“{{#role}}” is never closed: add {{/role}} where the section ends.'],
      [4, 8, 'Unknown variable “compnay”: did you mean company?'],
    ])
    const put = (templateContent: string, status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/templates/${saved.id}`,
        headers: as(admin),
        payload: { ...valid, title: 'Typo pitch', templateContent, status },
      })
    // publishing it as it is: refused, and it stays a draft
    expect((await put(broken, 'active')).statusCode).toBe(400)
    expect((await list('?q=Typo')).items[0]).toMatchObject({
      status: 'draft',
      problems: [{ line: 1 }, { line: 4 }],
    })
    // archiving a broken one is fine; fixed, it publishes
    expect((await put(broken, 'archived')).statusCode).toBe(200)
    const fixed = broken.replace('internship at', 'internship{{/role}} at').replace('compnay', 'company')
    const published = await put(fixed, 'active')
    expect(published.statusCode).toBe(200)
    expect(published.json()).toMatchObject({ status: 'active', problems: [] })
  })

  it('answers 404 for a template that does not exist and 400 for a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/templates/${missing}`,
      headers: as(admin),
      payload: valid,
    })
    expect(put.statusCode).toBe(404)
    expect(put.json().message).toBe('Template not found')
    const archive = await t.app.inject({
      method: 'POST',
      url: '/api/admin/templates/not-a-uuid/archive',
      headers: as(admin),
    })
    expect(archive.statusCode).toBe(400)
  })
})
