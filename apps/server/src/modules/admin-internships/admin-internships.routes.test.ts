import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminInternship, AdminInternshipListResponse } from '@coldstart/contract'
import { activityLogs, startups } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let student: SignedInUser
let admin: SignedInUser
let ledgerlineId: string

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  student = await signUpUser(t.app)
  admin = await signUpAdmin(t.app, t.database.db)
  const [row] = await t.database.db.select().from(startups).where(eq(startups.name, 'Ledgerline'))
  ledgerlineId = row!.id
})
afterAll(() => t.close())

const as = (user: SignedInUser | null) => (user ? bearer(user.accessToken) : {})
const valid = {
  title: 'Data Analyst Intern',
  startupId: null as string | null,
  company: 'Chai Metrics',
  location: 'Hyderabad',
  remote: false,
  stipendMin: 20_000,
  stipendMax: 30_000,
  durationMonths: 6,
  deadline: '2026-12-20',
  applyUrl: 'https://chaimetrics.example.com/apply',
  applyEmail: null as string | null,
  status: 'active',
}
const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/internships${query}`, headers: as(admin) })
  expect(res.statusCode).toBe(200)
  return res.json() as AdminInternshipListResponse
}
const create = (payload: unknown, user: SignedInUser | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/internships',
    headers: as(user),
    payload: payload as object,
  })

describe('/api/admin/internships', () => {
  it('answers 401 anonymous and 403 to students on every route, and changes nothing', async () => {
    const id = (await list()).items[0]!.id
    const calls = [
      { method: 'GET', url: '/api/admin/internships' },
      { method: 'GET', url: '/api/admin/internships/startups' },
      { method: 'POST', url: '/api/admin/internships', payload: valid },
      { method: 'PUT', url: `/api/admin/internships/${id}`, payload: valid },
      { method: 'DELETE', url: `/api/admin/internships/${id}` },
    ] as const
    for (const call of calls) {
      expect((await t.app.inject({ ...call })).statusCode, `${call.method} ${call.url}`).toBe(401)
      expect((await t.app.inject({ ...call, headers: as(student) })).statusCode).toBe(403)
    }
    expect((await list()).total).toBe(20)
  })

  it('lists the seeded postings with numeric stipend, months and a date deadline', async () => {
    const { items } = await list('?q=backend')
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      title: 'Backend Engineering Intern',
      company: 'Ledgerline',
      startupId: ledgerlineId,
      stipendMin: 35_000,
      stipendMax: 40_000,
      durationMonths: 6,
      remote: false,
    })
    expect(items[0]!.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect((await list('?status=closed')).items.map((x) => x.status)).toEqual(['closed', 'closed'])
    expect((await list('?q=DELHI')).total).toBe(2)
    const paged = await list('?pageSize=4&page=2')
    expect(paged.items).toHaveLength(4)
    expect(paged.total).toBe(20)
  })

  it('adds, edits and deletes, each logged; a startup names the company', async () => {
    const created = await create(valid)
    expect(created.statusCode).toBe(201)
    const row = created.json() as AdminInternship
    expect(row).toMatchObject({ ...valid, description: null })

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/internships/${row.id}`,
      headers: as(admin),
      payload: {
        ...valid,
        startupId: ledgerlineId,
        company: 'ignored when a startup is chosen',
        remote: true,
        location: '',
        stipendMin: null,
        stipendMax: 25_000,
        applyUrl: '',
        applyEmail: 'jobs@ledgerline.example.com',
      },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      company: 'Ledgerline',
      startupId: ledgerlineId,
      remote: true,
      location: null,
      stipendMin: 25_000,
      stipendMax: 25_000,
      applyUrl: null,
      applyEmail: 'jobs@ledgerline.example.com',
    })

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/internships/${row.id}`,
      headers: as(admin),
    })
    expect(deleted.statusCode).toBe(204)
    expect((await list('?q=Data Analyst')).items).toEqual([])
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/internships/${row.id}`,
      headers: as(admin),
    })
    expect(again.statusCode).toBe(404)

    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, row.id))
      .orderBy(activityLogs.createdAt)
    expect(logs.map((l) => l.actionType)).toEqual([
      'internship_created',
      'internship_updated',
      'internship_deleted',
    ])
    expect(logs.every((l) => l.userId === admin.userId)).toBe(true)
  })

  it('offers startups by name for the picker', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/internships/startups?q=ledger',
      headers: as(admin),
    })
    const { items } = res.json() as { items: { id: string; name: string }[] }
    expect(items).toContainEqual({ id: ledgerlineId, name: 'Ledgerline' })
    expect(items.every((s) => s.name.toLowerCase().includes('ledger'))).toBe(true)
  })

  it('refuses bad and hostile input field by field with a clear 400, never a 500', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...valid, title: '' }, /Title is required/],
      [{ ...valid, company: null }, /Pick a startup or type the company name/],
      [{ ...valid, applyUrl: null }, /apply link or an apply email/],
      [{ ...valid, applyUrl: 'javascript:alert(1)' }, /http:\/\/ or https:\/\//],
      [{ ...valid, applyUrl: 'data:text/html,x' }, /http:\/\/ or https:\/\//],
      [{ ...valid, applyUrl: null, applyEmail: 'not-an-email' }, /valid email/],
      [{ ...valid, stipendMin: 30_000, stipendMax: 10_000 }, /at least the minimum/],
      [{ ...valid, stipendMin: -1 }, /cannot be negative/],
      [{ ...valid, stipendMin: 1.5 }, /whole rupees/],
      [{ ...valid, stipendMin: '20000' }, /must be a number/],
      [{ ...valid, durationMonths: 0 }, /at least 1 month/],
      [{ ...valid, durationMonths: 25 }, /at most 24 months/],
      [{ ...valid, deadline: '2026-02-30' }, /Deadline must be a date/],
      [{ ...valid, deadline: 'tomorrow' }, /at most 10|Deadline must be a date/],
      [{ ...valid, status: 'open' }, /Status/],
      [{ ...valid, remote: 'yes' }, /Remote/],
      [{ ...valid, startupId: 'x' }, /UUID/],
      [{ ...valid, startupId: '00000000-0000-4000-8000-000000000000' }, /no longer exists/],
      [{ ...valid, title: 'a\u0000b' }, /NUL/],
      [{ ...valid, company: '\uDC00' }, /surrogate/],
      [{ ...valid, description: 'x'.repeat(100_000) }, /at most 5,000/],
      [{ ...valid, applyUrl: null, applyEmail: 'spy,hr@x.example' }, /single address: no commas/],
      [{ ...valid, applyUrl: null, applyEmail: 'Jobs <jobs@x.example>' }, /just the address/],
      [{ ...valid, applyUrl: 'not a url' }, /http:\/\/ or https:\/\//],
      [{ ...valid, confirmExpired: 'yes' }, /confirmExpired must be true or false/],
    ]
    for (const [payload, message] of cases) {
      const res = await create(payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400)
      expect(res.json().message, JSON.stringify(payload).slice(0, 200)).toMatch(message)
    }
    expect((await list()).total).toBe(20)
    for (const query of ['?q=%00', '?status=open', '?pageSize=1000', `?q=${'x'.repeat(300)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/internships${query}`,
        headers: as(admin),
      })
      expect(res.statusCode, query).toBe(400)
    }
  })

  describe('an Active posting whose deadline has passed (in India)', () => {
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Kolkata',
    })
    const expired = { ...valid, title: 'Expired Intern', deadline: yesterday }

    it('is refused with a clear 400 naming the deadline unless the admin confirmed it', async () => {
      const refused = await create(expired)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ field: 'confirmExpired' })
      expect(refused.json().message).toContain(`The deadline (${yesterday}) has passed`)
      expect((await list('?q=Expired')).total).toBe(0)

      const confirmed = await create({ ...expired, confirmExpired: true })
      expect(confirmed.statusCode).toBe(201)
      const saved = confirmed.json() as AdminInternship
      expect(saved).toMatchObject({ status: 'active', deadline: yesterday })
      expect(saved).not.toHaveProperty('confirmExpired')

      // an edit that keeps it Active asks again; saved as Closed or Draft it needs nothing
      const put = (payload: object) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/internships/${saved.id}`,
          headers: as(admin),
          payload,
        })
      expect((await put({ ...expired, title: 'Expired Intern 2' })).statusCode).toBe(400)
      expect((await put({ ...expired, status: 'closed' })).statusCode).toBe(200)
      expect((await put({ ...expired, status: 'draft' })).statusCode).toBe(200)
      await t.app.inject({ method: 'DELETE', url: `/api/admin/internships/${saved.id}`, headers: as(admin) })
    })

    it('a deadline of today or later, or none, needs no confirmation', async () => {
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
      for (const deadline of [today, null]) {
        const res = await create({ ...expired, deadline })
        expect(res.statusCode, String(deadline)).toBe(201)
        const { id } = res.json() as AdminInternship
        await t.app.inject({ method: 'DELETE', url: `/api/admin/internships/${id}`, headers: as(admin) })
      }
    })

    it('reads an apply link typed without https:// as https', async () => {
      const res = await create({ ...valid, applyUrl: 'chaimetrics.example.com/apply' })
      expect(res.statusCode).toBe(201)
      const saved = res.json() as AdminInternship
      expect(saved.applyUrl).toBe('https://chaimetrics.example.com/apply')
      await t.app.inject({ method: 'DELETE', url: `/api/admin/internships/${saved.id}`, headers: as(admin) })
    })
  })
})
