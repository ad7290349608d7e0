import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BEST_MATCH_SIGN_IN, type InternshipListResponse } from '@coldstart/contract'
import { internships, startupTags, startups, userPreferences, userProfiles } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// Hand-made postings where the right order is known. The student: React, Bengaluru or Remote, Seed stage.
//   "React Developer Intern" at a Seed startup tagged react, Bengaluru → skill + place + stage  (first)
//   "Growth Intern", remote, no startup                               → place ("Remote")
//   "Operations Intern", Delhi, no startup, newest                     → nothing (last, despite being newest)
let t: TestApp
let asha: SignedInUser
let newcomer: SignedInUser
let admin: SignedInUser

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  const [startup] = await db
    .insert(startups)
    .values({ name: 'Kite Labs', fundingRound: 'Seed', sector: 'SaaS', status: 'approved' })
    .returning({ id: startups.id })
  await db.insert(startupTags).values({ startupId: startup!.id, tag: 'react' })
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000)
  await db.insert(internships).values([
    {
      title: 'React Developer Intern',
      company: 'Kite Labs',
      startupId: startup!.id,
      location: 'Bengaluru',
      createdAt: at(3),
    },
    { title: 'Growth Intern', company: 'Northwind', remote: true, createdAt: at(2) },
    { title: 'Operations Intern', company: 'Contoso', location: 'Delhi', createdAt: at(1) },
  ])
  ;[asha, newcomer, admin] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpAdmin(t.app, db)])
  await db.insert(userProfiles).values({ userId: asha.userId, skills: ['React'] })
  await db.insert(userPreferences).values({
    userId: asha.userId,
    preferredLocations: ['Bengaluru', 'Remote'],
    preferredCompanyStages: ['Seed'],
    preferredDomains: [],
  })
})
afterAll(() => t.close())

async function bestMatch(user: SignedInUser | null, extra = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/internships?sort=best-match${extra}`,
    headers: user ? bearer(user.accessToken) : {},
  })
  return { status: res.statusCode, body: res.json() as InternshipListResponse & { message?: string } }
}

describe('GET /api/internships?sort=best-match', () => {
  it("ranks by the student's profile and says why", async () => {
    const { status, body } = await bestMatch(asha)
    expect(status, body.message).toBe(200)
    expect(body.items.map((i) => i.title)).toEqual([
      'React Developer Intern',
      'Growth Intern',
      'Operations Intern',
    ])
    expect(body.items.map((i) => i.matchReasons)).toEqual([
      ['Matches React', 'Bengaluru', 'Seed'],
      ['Remote'],
      [],
    ])
    expect(body.matchProfile).toBe(true)
  })

  it('pages with a cursor in the same order', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const { status, body } = await bestMatch(asha, `&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      expect(status).toBe(200)
      seen.push(...body.items.map((i) => i.title))
      cursor = body.nextCursor
    } while (cursor)
    expect(seen).toEqual(['React Developer Intern', 'Growth Intern', 'Operations Intern'])
  })

  it('without a profile (a new student, an admin): newest first, and says the profile is empty', async () => {
    for (const user of [newcomer, admin]) {
      const { status, body } = await bestMatch(user)
      expect(status).toBe(200)
      expect(body.matchProfile).toBe(false)
      expect(body.items.map((i) => i.title)).toEqual([
        'Operations Intern',
        'Growth Intern',
        'React Developer Intern',
      ])
    }
  })

  it('anonymous: 401 saying to sign in; a deadline cursor is refused', async () => {
    const anon = await bestMatch(null)
    expect(anon.status).toBe(401)
    expect(anon.body.message).toBe(BEST_MATCH_SIGN_IN)
    const other = await t.app.inject({ method: 'GET', url: '/api/internships?sort=newest&limit=1' })
    const cursor = (other.json() as InternshipListResponse).nextCursor!
    expect((await bestMatch(asha, `&cursor=${cursor}`)).status).toBe(400)
  })
})
