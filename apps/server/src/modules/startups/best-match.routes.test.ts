import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BEST_MATCH_SIGN_IN, type StartupListResponse } from '@coldstart/contract'
import { startupTags, startups, userPreferences, userProfiles } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// A hand-made directory where the right order is known. Asha: React + Node.js, Bengaluru, Seed.
//   Alpha   react, node.js   Bengaluru  Seed      → 2 skills + place + stage   (first)
//   Bravo   react            Bangalore  Series A  → 1 skill + place (old city name), newer than Charlie
//   Charlie nodejs, payments Mumbai     Seed      → 1 skill (another spelling) + stage
//   Delta   flutter          Delhi      Series B  → nothing, but trending: first among the non-matches
//   Echo    go, b2b          Pune       Series C  → nothing for Asha; everything for Ravi
const DAY = 86_400_000
const now = Date.now()
const FIXTURE = [
  { name: 'Alpha Labs', tags: ['react', 'node.js'], location: 'Bengaluru', round: 'Seed', age: 3 },
  { name: 'Bravo Works', tags: ['react'], location: 'Bangalore, India', round: 'Series A', age: 1 },
  { name: 'Charlie Pay', tags: ['nodejs', 'payments'], location: 'Mumbai', round: 'Seed', age: 2 },
  { name: 'Delta Apps', tags: ['flutter'], location: 'Delhi', round: 'Series B', age: 0.5, trending: true },
  { name: 'Echo Cloud', tags: ['go', 'b2b'], location: 'Pune', round: 'Series C', age: 4 },
]

let t: TestApp
let asha: SignedInUser
let ravi: SignedInUser
let newcomer: SignedInUser
let admin: SignedInUser

async function setProfile(
  user: SignedInUser,
  p: { skills: string[]; locations: string[]; stages: string[]; domains: string[] },
) {
  await t.database.db.insert(userProfiles).values({ userId: user.userId, skills: p.skills })
  await t.database.db.insert(userPreferences).values({
    userId: user.userId,
    preferredLocations: p.locations,
    preferredCompanyStages: p.stages,
    preferredDomains: p.domains,
  })
}

beforeAll(async () => {
  t = await createTestApp()
  for (const s of FIXTURE) {
    const [row] = await t.database.db
      .insert(startups)
      .values({
        name: s.name,
        location: s.location,
        fundingRound: s.round,
        sector: 'SaaS',
        status: 'approved',
        isTrending: s.trending ?? false,
        createdAt: new Date(now - s.age * DAY),
      })
      .returning({ id: startups.id })
    await t.database.db.insert(startupTags).values(s.tags.map((tag) => ({ startupId: row!.id, tag })))
  }
  ;[asha, ravi, newcomer, admin] = await Promise.all([
    signUpUser(t.app),
    signUpUser(t.app),
    signUpUser(t.app),
    signUpAdmin(t.app, t.database.db),
  ])
  await setProfile(asha, {
    skills: ['React', 'Node.js'],
    locations: ['Bengaluru'],
    stages: ['Seed'],
    domains: [],
  })
  await setProfile(ravi, { skills: ['Go'], locations: ['pune'], stages: ['Series C+'], domains: ['Sales'] })
})
afterAll(() => t.close())

async function bestMatch(user: SignedInUser | null, extra = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/startups?sort=best-match${extra}`,
    headers: user ? bearer(user.accessToken) : {},
  })
  return { status: res.statusCode, body: res.json() as StartupListResponse & { message?: string } }
}

const names = (body: StartupListResponse) => body.items.map((i) => i.name)

describe('GET /api/startups?sort=best-match', () => {
  it("ranks by the student's skills, place and stage, and says why", async () => {
    const { status, body } = await bestMatch(asha)
    expect(status).toBe(200)
    expect(names(body)).toEqual(['Alpha Labs', 'Bravo Works', 'Charlie Pay', 'Delta Apps', 'Echo Cloud'])
    expect(body.items.map((i) => i.matchReasons)).toEqual([
      ['Matches React, Node.js', 'Bengaluru', 'Seed'],
      ['Matches React', 'Bangalore, India'],
      ['Matches Node.js', 'Seed'],
      [],
      [],
    ])
    expect(body.matchProfile).toBe(true)
    expect(body.total).toBe(5)
  })

  it("uses the asking student's own profile, never another's (and no shared cache)", async () => {
    // asked right after Asha's identical query: a shared page cache would hand Ravi her order
    await bestMatch(asha)
    const { body } = await bestMatch(ravi)
    expect(names(body)[0]).toBe('Echo Cloud')
    expect(body.items[0]!.matchReasons).toEqual(['Matches Go', 'Pune', 'Series C', 'Suits Sales'])
    expect(names((await bestMatch(asha)).body)[0]).toBe('Alpha Labs')
  })

  it('a saved profile change shows at once (the cached ranking is keyed by the profile too)', async () => {
    expect(names((await bestMatch(newcomer)).body)[0]).toBe('Delta Apps')
    await setProfile(newcomer, { skills: ['Flutter', 'Go'], locations: [], stages: [], domains: [] })
    const { body } = await bestMatch(newcomer)
    expect(names(body).slice(0, 2)).toEqual(['Delta Apps', 'Echo Cloud'])
    expect(body.items[1]!.matchReasons).toEqual(['Matches Go'])
    await t.database.db.delete(userProfiles).where(eq(userProfiles.userId, newcomer.userId))
    await t.database.db.delete(userPreferences).where(eq(userPreferences.userId, newcomer.userId))
  })

  it('an admin is ranked by their own (empty) profile like any student', async () => {
    const { status, body } = await bestMatch(admin)
    expect(status).toBe(200)
    expect(body.matchProfile).toBe(false)
  })

  it('without a profile: trending first, then newest, no reasons, and says the profile is empty', async () => {
    const { status, body } = await bestMatch(newcomer)
    expect(status).toBe(200)
    expect(body.matchProfile).toBe(false)
    expect(names(body)).toEqual(['Delta Apps', 'Bravo Works', 'Charlie Pay', 'Alpha Labs', 'Echo Cloud'])
    expect(body.items.every((i) => i.matchReasons?.length === 0)).toBe(true)
  })

  it('pages with a cursor: same order, no gaps or repeats', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const { status, body } = await bestMatch(asha, `&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(status).toBe(200)
      seen.push(...names(body))
      cursor = body.nextCursor
    } while (cursor)
    expect(seen).toEqual(['Alpha Labs', 'Bravo Works', 'Charlie Pay', 'Delta Apps', 'Echo Cloud'])
  })

  it("refuses another sort's cursor and a forged score", async () => {
    const latest = await t.app.inject({ method: 'GET', url: '/api/startups?limit=1' })
    const cursor = (latest.json() as StartupListResponse).nextCursor!
    expect((await bestMatch(asha, `&cursor=${cursor}`)).status).toBe(400)
    const forged = Buffer.from(
      JSON.stringify([0, '99999|2026-01-01 00:00:00+00', '00000000-0000-4000-8000-000000000000']),
    ).toString('base64url')
    expect((await bestMatch(asha, `&cursor=${forged}`)).status).toBe(400)
  })

  it('works with a search and a sector: relevance first, then the match', async () => {
    const { body } = await bestMatch(asha, '&q=labs%20works&sector=SaaS')
    expect(body.items).toEqual([])
    const hit = await bestMatch(asha, '&q=pay')
    expect(names(hit.body)[0]).toBe('Charlie Pay')
    expect(hit.body.items[0]!.matchReasons).toEqual(['Matches Node.js', 'Seed'])
  })

  it('anonymous: 401 with a message saying to sign in; the other sorts stay public', async () => {
    const { status, body } = await bestMatch(null)
    expect(status).toBe(401)
    expect(body.message).toBe(BEST_MATCH_SIGN_IN)
    const latest = await t.app.inject({ method: 'GET', url: '/api/startups' })
    expect(latest.statusCode).toBe(200)
    expect((latest.json() as StartupListResponse).items[0]).not.toHaveProperty('matchReasons')
  })
})
