import { eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  INTERNSHIP_NOT_FOUND,
  type InternshipCard,
  type InternshipDetail,
  type InternshipListResponse,
} from '@coldstart/contract'
import { internships, startups } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let student: SignedInUser
let other: SignedInUser
let admin: SignedInUser

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  student = await signUpUser(t.app)
  other = await signUpUser(t.app)
  admin = await signUpAdmin(t.app, t.database.db)
})
afterAll(() => t.close())

const as = (user: SignedInUser | null) => (user ? bearer(user.accessToken) : {})

async function list(query = '', user: SignedInUser | null = null) {
  const res = await t.app.inject({ method: 'GET', url: `/api/internships${query}`, headers: as(user) })
  return { status: res.statusCode, body: res.json() as InternshipListResponse & { message?: string } }
}

async function ok(query = '') {
  const { status, body } = await list(query)
  expect(status, body.message).toBe(200)
  return body
}

async function walk(query: string, limit: number): Promise<InternshipCard[]> {
  const seen: InternshipCard[] = []
  let cursor: string | null = null
  do {
    const sep = query ? '&' : '?'
    const body = await ok(`${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)
    seen.push(...body.items)
    cursor = body.nextCursor
  } while (cursor)
  return seen
}

async function idOf(title: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: internships.id })
    .from(internships)
    .where(eq(internships.title, title))
  return row!.id
}

const titles = (items: InternshipCard[]) => items.map((i) => i.title)

describe('GET /api/internships', () => {
  it('lists only open postings (active, deadline today or later, or none), with the linked startup', async () => {
    const first = await ok()
    expect(first.total).toBe(16)
    expect(first.items).toHaveLength(12)
    expect(first.nextCursor).toBeTruthy()
    const body = await ok('?limit=50')
    expect(body.items).toHaveLength(16)
    expect(body.nextCursor).toBeNull()
    // closed, draft and past-deadline postings stay off the board
    for (const hidden of [
      'Operations Intern',
      'Developer Relations Intern',
      'Computer Vision Intern',
      'Sales Intern',
    ])
      expect(titles(body.items)).not.toContain(hidden)

    const backend = body.items.find((i) => i.title === 'Backend Engineering Intern')!
    expect(backend.startup).toMatchObject({ name: 'Ledgerline', sector: 'Fintech' })
    expect(backend.startup!.logoUrl).toMatch(/^https?:|^\//)
    expect(backend.startupId).toBe(backend.startup!.id)
    expect(Object.keys(backend).sort()).toEqual(
      [
        'id',
        'title',
        'company',
        'startupId',
        'startup',
        'location',
        'remote',
        'stipendMin',
        'stipendMax',
        'durationMonths',
        'deadline',
        'excerpt',
        'savesCount',
        'createdAt',
      ].sort(),
    )
    // the card never carries the apply address; the detail does
    expect(backend).not.toHaveProperty('applyEmail')
    const unlinked = body.items.find((i) => i.company === 'Krishi Mitra Foundation')!
    expect(unlinked.startup).toBeNull()
    expect(body.sectors).toEqual([...body.sectors].sort())
    expect(body.sectors).toEqual(expect.arrayContaining(['Fintech', 'Edtech', 'Developer Tools']))
  })

  it('a posting whose deadline is today is still open; yesterday it is not', async () => {
    const db = t.database.db
    const indiaToday = sql`(now() at time zone 'Asia/Kolkata')::date`
    const posting = { company: 'Acme', applyEmail: 'a@acme.example.com' }
    const rows = await db
      .insert(internships)
      .values([
        { ...posting, title: 'Due Today Intern', deadline: indiaToday },
        { ...posting, title: 'Due Yesterday Intern', deadline: sql`${indiaToday} - 1` },
      ])
      .returning({ id: internships.id })
    try {
      const body = await ok('?q=Due')
      expect(titles(body.items)).toEqual(['Due Today Intern'])
      const gone = await t.app.inject({ method: 'GET', url: `/api/internships/${rows[1]!.id}` })
      expect(gone.statusCode).toBe(404)
    } finally {
      await db.delete(internships).where(like(internships.title, 'Due %'))
    }
  })

  it('sorts by deadline, soonest first with open-ended postings last, or by newest', async () => {
    const byDeadline = (await ok('?limit=50')).items
    const dated = byDeadline.filter((i) => i.deadline !== null).map((i) => i.deadline!)
    expect(dated).toEqual([...dated].sort())
    expect(byDeadline.at(-1)!.deadline).toBeNull()
    expect(byDeadline[0]!.title).toBe('Social Media Intern')

    const newest = (await ok('?sort=newest&limit=50')).items
    const times = newest.map((i) => i.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(newest[0]!.title).toBe('Frontend Engineering Intern')
  })

  it.each(['deadline', 'newest'])(
    'pages through everything with sort=%s, no gaps or repeats',
    async (sort) => {
      const all = await walk(`?sort=${sort}`, 3)
      const once = (await ok(`?sort=${sort}&limit=50`)).items
      expect(all.map((i) => i.id)).toEqual(once.map((i) => i.id))
    },
  )

  it('pages a filtered list too, and the total counts every page', async () => {
    const body = await ok('?remote=true&limit=2')
    expect(body.items).toHaveLength(2)
    expect(body.total).toBe(6)
    const all = await walk('?remote=true', 2)
    expect(all).toHaveLength(6)
  })

  it('filters by remote, city, sector, minimum stipend and maximum duration', async () => {
    const remote = await ok('?remote=true')
    expect(remote.items.every((i) => i.remote)).toBe(true)
    expect(titles(remote.items)).toContain('Machine Learning Intern')

    const bengaluru = await ok('?city=bengaluru')
    expect(titles(bengaluru.items).sort()).toEqual([
      'Backend Engineering Intern',
      'Frontend Engineering Intern',
      'Platform Engineering Intern',
    ])
    expect(titles((await ok('?remote=true&city=Chennai')).items)).toEqual(['Customer Success Intern'])

    const edtech = await ok('?sector=Edtech')
    expect(titles(edtech.items).sort()).toEqual(['Content Writing Intern', 'Product Management Intern'])

    const paid = await ok('?minStipend=30000')
    expect(paid.items.length).toBeGreaterThan(0)
    expect(paid.items.every((i) => i.stipendMax! >= 30_000)).toBe(true)
    // unpaid and undisclosed postings cannot promise the amount
    expect(titles((await ok('?minStipend=1')).items)).not.toContain('Social Media Intern')
    expect(titles((await ok('?minStipend=1')).items)).not.toContain('Field Research Intern')
    expect((await ok('?minStipend=')).total).toBe(16)

    const short = await ok('?maxDuration=3')
    expect(short.items.every((i) => i.durationMonths! <= 3)).toBe(true)
    expect(titles(short.items)).toContain('Social Media Intern')

    const combined = await ok('?remote=true&minStipend=12000&maxDuration=3&sort=newest')
    expect(titles(combined.items).sort()).toEqual(['Brand Design Intern', 'Climate Research Intern'])
  })

  it("lists one startup's open postings for its page, and refuses an id that is not one", async () => {
    const startupIdOf = async (name: string) => {
      const [row] = await t.database.db
        .select({ id: startups.id })
        .from(startups)
        .where(eq(startups.name, name))
      return row!.id
    }
    const ledgerline = await ok(`?startupId=${await startupIdOf('Ledgerline')}&sort=deadline`)
    expect(titles(ledgerline.items)).toEqual(['Backend Engineering Intern'])
    expect(ledgerline.total).toBe(1)
    // Mandiline's only posting is closed: its page lists none
    const mandiline = await ok(`?startupId=${await startupIdOf('Mandiline')}`)
    expect(mandiline.items).toEqual([])
    expect(mandiline.total).toBe(0)
    const bad = await list('?startupId=ledgerline')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('Startup must be a startup id')
  })

  it('searches title, company and description, case-insensitively; % and _ are literal', async () => {
    expect(titles((await ok('?q=DESIGN')).items).sort()).toEqual([
      'Brand Design Intern',
      'Game Design Intern',
      'Product Design Intern',
      'Product Management Intern', // "work with design and engineering"
    ])
    expect(titles((await ok('?q=deploybird')).items)).toEqual(['Platform Engineering Intern'])
    expect(titles((await ok('?q=metabase')).items)).toEqual(['Health Data Intern'])
    expect((await ok('?q=%25')).total).toBe(0)
    expect((await ok('?q=_')).total).toBe(0)
    expect((await ok('?q=%20%20')).total).toBe(16)
    const none = await ok('?q=underwater+basket+weaving')
    expect(none).toMatchObject({ items: [], total: 0, nextCursor: null })
  })

  it('answers hostile or malformed input with 400 and a clear message, never 500', async () => {
    const cases: [string, RegExp][] = [
      ['?q=%00', /NUL/],
      [`?q=${'x'.repeat(201)}`, /at most 200/],
      ['?city=%00', /NUL/],
      ['?sector=%00', /NUL/],
      ['?minStipend=-5', /cannot be negative/],
      ['?minStipend=lots', /must be a number/],
      ['?minStipend=99999999', /at most/],
      ['?maxDuration=0', /at least 1 month/],
      ['?maxDuration=2.5', /whole months/],
      ['?remote=yes', /true or false/],
      ['?sort=best', /Sort must be one of/],
      ['?limit=1000', /./],
      ['?cursor=not*a*cursor', /cursor/],
      [`?cursor=${Buffer.from('"x"').toString('base64url')}`, /cursor/],
      [
        `?cursor=${Buffer.from('[0,"\\u0000","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
        /cursor/,
      ],
    ]
    for (const [query, message] of cases) {
      const { status, body } = await list(query)
      expect(status, query).toBe(400)
      expect(body.message, query).toMatch(message)
    }
  })

  it('refuses a cursor written for the other sort', async () => {
    const first = await ok('?sort=newest&limit=2')
    const { status, body } = await list(`?sort=deadline&cursor=${first.nextCursor}`)
    expect(status).toBe(400)
    expect(body.message).toMatch(/another sort order/)
    const forged = Buffer.from('[0,"2026-02-30","00000000-0000-4000-8000-000000000000"]').toString(
      'base64url',
    )
    expect((await list(`?cursor=${forged}`)).status).toBe(400)
  })

  it('is the same board for anonymous visitors, students, another student and admins', async () => {
    const anonymous = await list()
    expect(anonymous.status).toBe(200)
    for (const user of [student, other, admin]) {
      const res = await list('', user)
      expect(res.status).toBe(200)
      expect(res.body).toEqual(anonymous.body)
    }
  })
})

describe('GET /api/internships/:id', () => {
  it('returns an open posting in full, with the way to apply and the startup', async () => {
    for (const user of [null, student, other, admin]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/internships/${await idOf('Platform Engineering Intern')}`,
        headers: as(user),
      })
      expect(res.statusCode).toBe(200)
      const body = res.json() as InternshipDetail
      expect(body).toMatchObject({
        title: 'Platform Engineering Intern',
        company: 'Deploybird',
        startup: { name: 'Deploybird', sector: 'Developer Tools' },
        location: 'Bengaluru',
        remote: false,
        stipendMin: 50_000,
        stipendMax: 60_000,
        durationMonths: 6,
        applyUrl: 'https://deploybird.example.com/jobs/platform-intern',
        applyEmail: 'platform@deploybird.example.com',
        savesCount: 0,
      })
      expect(body.description).toMatch(/preview environments/)
      expect(body).not.toHaveProperty('excerpt')
      expect(body).not.toHaveProperty('status')
    }
  })

  it('404s with a clear message for closed, draft, past-deadline and unknown postings', async () => {
    const ids = [
      await idOf('Operations Intern'),
      await idOf('Computer Vision Intern'),
      await idOf('Sales Intern'),
      '00000000-0000-4000-8000-000000000000',
    ]
    for (const id of ids) {
      const res = await t.app.inject({ method: 'GET', url: `/api/internships/${id}`, headers: as(admin) })
      expect(res.statusCode, id).toBe(404)
      expect(res.json().message).toBe(INTERNSHIP_NOT_FOUND)
    }
  })

  it('400s for an id that is not a UUID', async () => {
    for (const id of ['42', 'not-a-uuid', '%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/internships/${id}` })
      expect(res.statusCode, id).toBe(400)
      expect(res.json().message).toMatch(/Internship id must be a UUID/)
    }
  })
})
