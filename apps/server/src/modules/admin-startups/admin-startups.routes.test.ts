import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdminStartupDetail, StartupInput } from '@coldstart/contract'
import { activityLogs, startupEmployees, startups } from '../../db/schema/index.ts'
import { bare } from '../../db/sql-names.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let student: SignedInUser
let admin: SignedInUser

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  student = await signUpUser(t.app)
  admin = await signUpAdmin(t.app, t.database.db)
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, payload?: unknown, user: SignedInUser | null = admin) =>
  t.app.inject({ method, url, payload: payload as object, headers: user ? bearer(user.accessToken) : {} })

let counter = 0
const unique = (base: string) => `${base} ${Date.now().toString(36)}${counter++}`

const valid = (overrides: Partial<StartupInput> = {}): StartupInput => ({
  name: unique('Quillbase'),
  logoUrl: 'https://cdn.example.com/quillbase.png',
  sector: 'Devtools',
  description: 'Notebooks for data teams',
  location: 'Bengaluru',
  teamSize: '10-50',
  website: 'https://quillbase.example.com',
  fundingRound: 'Seed',
  fundingAmount: '$2M',
  isHiring: true,
  tags: ['data', 'notebooks', 'b2b'],
  employees: [
    {
      name: 'Asha Verma',
      role: 'CTO',
      email: 'asha@quillbase.example.com',
      linkedinUrl: 'https://linkedin.com/in/asha',
    },
    { name: 'Ravi Rao', role: '', email: 'ravi@quillbase.example.com', linkedinUrl: '' },
  ],
  ...overrides,
})

async function create(overrides: Partial<StartupInput> = {}): Promise<AdminStartupDetail> {
  const res = await call('POST', '/api/admin/startups', valid(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

const directory = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/startups?q=${encodeURIComponent(q)}` })).json()

describe('who may call', () => {
  it('refuses anonymous callers (401) and students (403) on every route, before reading any input', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    const routes: [Method, string][] = [
      ['GET', '/api/admin/startups'],
      ['GET', '/api/admin/startups/sectors'],
      ['GET', '/api/admin/startups/export'],
      ['GET', `/api/admin/startups/${id}`],
      ['POST', '/api/admin/startups'],
      ['PUT', `/api/admin/startups/${id}`],
      ['DELETE', `/api/admin/startups/${id}`],
      ['POST', '/api/admin/startups/restore'],
      ['POST', '/api/admin/startups/import'],
    ]
    for (const [method, url] of routes) {
      expect((await call(method, url, valid(), null)).statusCode, `${method} ${url}`).toBe(401)
      expect((await call(method, url, valid(), student)).statusCode, `${method} ${url}`).toBe(403)
    }
    expect(await t.database.db.$count(startups, sql`${startups.name} like 'Quillbase%'`)).toBe(0)
  })
})

describe('create', () => {
  it('saves the startup as verified with its tags and employees (new rows pending), logs it, and the directory shows it at once', async () => {
    const name = unique('Zephyrine')
    expect((await directory(name)).items).toHaveLength(0) // cached empty answer
    const created = await create({ name, tags: [' data ', 'data', 'DATA', '', 'ml'] })
    expect(created).toMatchObject({ name, status: 'verified', isHiring: true, tags: ['data', 'ml'] })
    expect(created.employees.map((e) => [e.name, e.role, e.linkedinUrl, e.status])).toEqual([
      ['Asha Verma', 'CTO', 'https://linkedin.com/in/asha', 'pending'],
      ['Ravi Rao', null, null, 'pending'],
    ])
    expect((await directory(name)).items.map((s: { id: string }) => s.id)).toEqual([created.id])
    const [log] = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, created.id), eq(activityLogs.actionType, 'startup_created')))
    expect(log).toMatchObject({ userId: admin.userId, entityType: 'startup' })
  })

  it('saves a startup without a logo (its initials show) and keeps its LinkedIn and Twitter', async () => {
    const created = await create({
      logoUrl: '',
      linkedinUrl: ' https://www.linkedin.com/company/quillbase ',
      twitterUrl: 'https://x.com/quillbase',
    })
    expect(created).toMatchObject({
      logoUrl: null,
      linkedinUrl: 'https://www.linkedin.com/company/quillbase',
      twitterUrl: 'https://x.com/quillbase',
    })
    // the student's startup page shows them
    const page = await t.app.inject({ method: 'GET', url: `/api/startups/${created.id}` })
    expect(page.json()).toMatchObject({
      logoUrl: null,
      linkedinUrl: 'https://www.linkedin.com/company/quillbase',
      twitterUrl: 'https://x.com/quillbase',
    })
  })

  it('takes a logo on this site as a path (the demo directory has them)', async () => {
    expect((await create({ logoUrl: '/api/logos/quillbase.svg' })).logoUrl).toBe('/api/logos/quillbase.svg')
  })

  it('refuses a team row with a name but no email, or the reverse, naming the row; skips fully empty rows', async () => {
    const rows = (...employees: NonNullable<StartupInput['employees']>) => valid({ employees })
    const meera = { name: ' Meera Iyer ', role: ' CEO ', email: ' meera@example.com ', linkedinUrl: null }
    const noMail = await call('POST', '/api/admin/startups', rows(meera, { name: 'No Mail', email: ' ' }))
    expect(noMail.statusCode).toBe(400)
    expect(noMail.json()).toMatchObject({
      field: 'employees.1.email',
      message: 'employees.1.email: Employee #2 has a name but no email: add it, or clear the row',
    })
    const noName = await call('POST', '/api/admin/startups', rows({ name: '  ', email: 'ghost@example.com' }))
    expect(noName.statusCode).toBe(400)
    expect(noName.json().message).toMatch(/Employee #1 has an email but no name/)

    const created = await create({
      employees: [{ name: ' ', role: '', email: '', linkedinUrl: '' }, meera],
    })
    expect(created.employees.map((e) => [e.name, e.role, e.email])).toEqual([
      ['Meera Iyer', 'CEO', 'meera@example.com'],
    ])
  })

  it('reads a website or LinkedIn typed without https:// as https', async () => {
    const created = await create({
      website: 'saarthi.health',
      linkedinUrl: 'linkedin.com/company/saarthi',
      employees: [{ name: 'Asha', email: 'asha@saarthi.health', linkedinUrl: 'linkedin.com/in/asha' }],
    })
    expect(created.website).toBe('https://saarthi.health')
    expect(created.linkedinUrl).toBe('https://linkedin.com/company/saarthi')
    expect(created.employees[0]!.linkedinUrl).toBe('https://linkedin.com/in/asha')
  })

  it.each<[string, Partial<StartupInput> | Record<string, unknown>, RegExp]>([
    ['a missing name', { name: '   ' }, /Startup Name is required/],
    ['a javascript: logo URL', { logoUrl: 'javascript:alert(1)' }, /http/],
    ['a protocol-relative logo URL', { logoUrl: '//evil.example.com/x.png' }, /path on this site/],
    ['a data: website', { website: 'data:text/html,<script>alert(1)</script>' }, /http/],
    ['a JAVASCRIPT: website', { website: 'JAVASCRIPT:alert(1)' }, /http/],
    ['an ftp website', { website: 'ftp://example.com' }, /http/],
    ['a javascript: company LinkedIn', { linkedinUrl: 'javascript:alert(1)' }, /LinkedIn: .*http/],
    ['a Twitter handle instead of a URL', { twitterUrl: '@quillbase' }, /Twitter: .*http/],
    [
      'an employee LinkedIn that is not http(s)',
      { employees: [{ name: 'A', role: '', email: 'a@example.com', linkedinUrl: 'javascript:alert(1)' }] },
      /LinkedIn/,
    ],
    [
      'an employee email that is not an email',
      { employees: [{ name: 'A', role: '', email: 'not-an-email', linkedinUrl: '' }] },
      /valid email/,
    ],
    [
      'an employee email holding a second address',
      { employees: [{ name: 'Spy', role: '', email: 'spy,hr@x.example', linkedinUrl: '' }] },
      /Employee email must be a single address: no commas or semicolons/,
    ],
    [
      'an employee email with a display name',
      { employees: [{ name: 'HR', role: '', email: 'HR <hr@x.example>', linkedinUrl: '' }] },
      /Employee email must be just the address/,
    ],
    ['a website that is not a URL', { website: 'not a url' }, /Website: Must be an http/],
    ['a NUL byte', { name: 'Bad\u0000Name' }, /NUL/],
    ['a lone surrogate', { description: 'broken \uD800 text' }, /surrogate/],
    ['a 100,000-character name', { name: 'x'.repeat(100_000) }, /at most 200/],
    ['tags that are not a list', { tags: 'a,b' }, /list/],
    ['a hiring flag that is not a boolean', { isHiring: 'yes' }, /true or false/],
    ['31 tags', { tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }, /At most 30/],
  ])('refuses %s with a 400 that says why', async (_what, overrides, message) => {
    const res = await call('POST', '/api/admin/startups', { ...valid(), ...overrides })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().message).toMatch(message)
  })

  it('refuses a body that is not JSON or not an object', async () => {
    for (const payload of ['not json', '[]', '"x"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/startups',
        headers: { ...bearer(admin.accessToken), 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode, payload).toBe(400)
    }
  })
})

describe('update', () => {
  it('rewrites tags and employees in one save and returns a new version', async () => {
    const before = await create()
    const res = await call('PUT', `/api/admin/startups/${before.id}`, {
      ...valid({ name: before.name, tags: ['ai', 'search'], isHiring: false }),
      employees: [{ name: 'Kiran Das', role: 'Founder', email: 'kiran@example.com', linkedinUrl: '' }],
      version: before.version,
    })
    expect(res.statusCode, res.body).toBe(200)
    const after: AdminStartupDetail = res.json()
    expect(after).toMatchObject({ id: before.id, tags: ['ai', 'search'], isHiring: false, employeeCount: 1 })
    expect(after.employees.map((e) => [e.name, e.status])).toEqual([['Kiran Das', 'pending']])
    expect(after.version).not.toBe(before.version)
  })

  it("keeps a member's bounces while the address stays, and starts a changed address at 0", async () => {
    const before = await create()
    await t.database.db
      .update(startupEmployees)
      .set({ bounceCount: 2 })
      .where(eq(startupEmployees.startupId, before.id))
    const [asha, ravi] = valid().employees!
    const res = await call('PUT', `/api/admin/startups/${before.id}`, {
      ...valid({ name: before.name }),
      // Asha's address kept (typed in capitals), Ravi's changed
      employees: [
        { ...asha!, name: 'Asha V.', email: asha!.email.toUpperCase() },
        { ...ravi!, email: 'ravi.rao@quillbase.example.com' },
      ],
      version: before.version,
    })
    expect(res.statusCode, res.body).toBe(200)
    const answered = (res.json() as AdminStartupDetail).employees.map((e) => [e.name, e.bounceCount])
    expect(answered).toEqual([
      ['Asha V.', 2],
      ['Ravi Rao', 0],
    ])
    const read = (await call('GET', `/api/admin/startups/${before.id}`)).json() as AdminStartupDetail
    expect(read.employees.map((e) => [e.name, e.bounceCount])).toEqual(answered)
    expect(read.bounceCount).toBe(2)
  })

  it('answers 409 to a save based on an old version, leaving the newer save in place', async () => {
    const opened = await create()
    const first = await call('PUT', `/api/admin/startups/${opened.id}`, {
      ...valid({ name: 'First Admin Wins' }),
      version: opened.version,
    })
    expect(first.statusCode).toBe(200)
    const second = await call('PUT', `/api/admin/startups/${opened.id}`, {
      ...valid({ name: 'Second Admin' }),
      version: opened.version,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toMatch(/Someone else saved this startup/)
    expect((await call('GET', `/api/admin/startups/${opened.id}`)).json().name).toBe('First Admin Wins')
  })

  it('answers 404 for a startup that is gone and 400 for an id that is not one', async () => {
    const gone = await call('PUT', '/api/admin/startups/00000000-0000-4000-8000-000000000000', {
      ...valid(),
      version: 'x',
    })
    expect(gone.statusCode).toBe(404)
    expect((await call('GET', '/api/admin/startups/nope')).statusCode).toBe(400)
  })

  it('leaves the old startup whole when the save fails halfway through', async () => {
    const before = await create({ tags: ['old-tag'] })
    // A real database failure after the startup row and the tags were written: an employee insert the
    // database itself refuses.
    await t.database.db.execute(sql`
      create or replace function refuse_exploding_employee() returns trigger language plpgsql as $$
      begin
        if new.${bare(startupEmployees.name)} = 'Explode' then raise exception 'refused by test trigger'; end if;
        return new;
      end $$`)
    await t.database.db.execute(sql`
      create trigger refuse_exploding_employee before insert on ${startupEmployees}
        for each row execute function refuse_exploding_employee()`)
    vi.spyOn(t.app.log, 'error').mockImplementation(() => undefined)
    try {
      const res = await call('PUT', `/api/admin/startups/${before.id}`, {
        ...valid({ name: 'Half Saved', tags: ['new-tag'] }),
        employees: [{ name: 'Explode', role: '', email: 'boom@example.com', linkedinUrl: '' }],
        version: before.version,
      })
      expect(res.statusCode).toBe(500)
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_exploding_employee on ${startupEmployees}`)
      vi.restoreAllMocks()
    }
    const after: AdminStartupDetail = (await call('GET', `/api/admin/startups/${before.id}`)).json()
    expect(after).toMatchObject({ name: before.name, tags: ['old-tag'], version: before.version })
    expect(after.employees.map((e) => e.name)).toEqual(['Asha Verma', 'Ravi Rao'])
  })
})

describe('delete and undo', () => {
  it('deletes at once, answers a snapshot, and restoring it brings everything back under the same id', async () => {
    const created = await create()
    await t.database.db
      .update(startups)
      .set({ viewsCount: 1234, savesCount: 56 })
      .where(eq(startups.id, created.id))
    const del = await call('DELETE', `/api/admin/startups/${created.id}`)
    expect(del.statusCode).toBe(200)
    const snapshot = del.json()
    expect(snapshot).toMatchObject({ id: created.id, viewsCount: 1234, savesCount: 56, tags: created.tags })
    const listed = async () => (await directory(created.name)).items.map((s: { id: string }) => s.id)
    expect(await listed()).not.toContain(created.id)
    expect((await call('GET', `/api/admin/startups/${created.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/admin/startups/${created.id}`)).statusCode).toBe(404)

    const restored = await call('POST', '/api/admin/startups/restore', { snapshot })
    expect(restored.statusCode, restored.body).toBe(201)
    expect(restored.json()).toMatchObject({
      id: created.id,
      name: created.name,
      createdAt: created.createdAt,
      viewsCount: 1234,
      tags: created.tags,
      employeeCount: 2,
    })
    expect(await listed()).toContain(created.id)
    expect((await call('POST', '/api/admin/startups/restore', { snapshot })).statusCode).toBe(409)
    const actions = await t.database.db
      .select({ action: activityLogs.actionType })
      .from(activityLogs)
      .where(eq(activityLogs.entityId, created.id))
    expect(actions.map((a) => a.action).sort()).toEqual([
      'startup_created',
      'startup_deleted',
      'startup_restored',
    ])
  })

  it('refuses a forged snapshot with hostile text or a script URL', async () => {
    const created = await create()
    const snapshot = (await call('DELETE', `/api/admin/startups/${created.id}`)).json()
    for (const forged of [
      { description: 'a\u0000b' },
      { website: 'javascript:alert(1)' },
      { logoUrl: 'data:image/svg+xml,x' },
    ]) {
      const res = await call('POST', '/api/admin/startups/restore', { snapshot: { ...snapshot, ...forged } })
      expect(res.statusCode, JSON.stringify(forged)).toBe(400)
    }
  })
})

describe('list', () => {
  it('searches name, description and sector case-insensitively and filters by sector, hiring and status', async () => {
    const tag = Date.now().toString(36)
    const a = await create({ name: `Orbitline ${tag}`, sector: 'Spacetech', isHiring: true })
    const b = await create({
      name: `Plain ${tag}`,
      description: `Builds ORBITAL ${tag} things`,
      isHiring: false,
    })
    const ids = async (query: string) => {
      const res = await call('GET', `/api/admin/startups?${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return (res.json().items as { id: string }[]).map((s) => s.id)
    }
    expect(await ids(`q=orbit`)).toEqual(expect.arrayContaining([a.id, b.id]))
    expect(await ids(`q=${tag}&hiring=true`)).toEqual([a.id])
    expect(await ids(`q=${tag}&hiring=false`)).toEqual([b.id])
    expect(await ids(`q=${tag}&sector=Spacetech`)).toEqual([a.id])
    expect(await ids(`q=SPACETECH`)).toContain(a.id)
    expect(await ids(`q=${tag}&status=verified`)).toHaveLength(2)
    expect(await ids(`q=${tag}&status=pending`)).toHaveLength(0)
    expect(await ids(`q=100%25_`)).toEqual([]) // LIKE wildcards are literal
  })

  it('pages newest first with a cursor, without repeats, and counts the matches', async () => {
    const first = (await call('GET', '/api/admin/startups?limit=5')).json()
    expect(first.items).toHaveLength(5)
    expect(first.total).toBeGreaterThan(10)
    expect(first.items[0]).toMatchObject({
      viewsCount: expect.any(Number),
      employeeCount: expect.any(Number),
    })
    const second = (await call('GET', `/api/admin/startups?limit=5&cursor=${first.nextCursor}`)).json()
    const seen = new Set([...first.items, ...second.items].map((s: { id: string }) => s.id))
    expect(seen.size).toBe(10)
  })

  it('refuses crafted cursors and hostile queries with a 400', async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    for (const query of [
      'cursor=abc',
      `cursor=${forged(['2026-02-30 10:00:00+00', '00000000-0000-4000-8000-000000000000'])}`,
      `cursor=${forged(['2026-01-01 10:00:00+00', 'x'])}`,
      'q=%00',
      `q=${'x'.repeat(300)}`,
      'hiring=maybe',
      'status=deleted',
      'limit=0',
    ]) {
      expect((await call('GET', `/api/admin/startups?${query}`)).statusCode, query).toBe(400)
    }
  })

  it('lists the sectors in use for the dropdown', async () => {
    await create({ sector: 'Quantum' })
    const { sectors } = (await call('GET', '/api/admin/startups/sectors')).json()
    expect(sectors).toContain('Quantum')
    expect(sectors).not.toContain('')
    expect([...sectors].sort()).toEqual(sectors)
  })
})
