import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { startupTags, startups } from '../../db/schema/index.ts'
import { seedBulkStartups } from '../../db/seed/bulk.ts'
import { NO_PROFILE, type MatchProfile } from '../matching/index.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import type { Cursor } from './cursor.ts'
import { wholeOrderPage, type ListFilter } from './startup-page-query.ts'
import { listStartupPage } from './startups.repository.ts'

// The fast best-match path (score bands read from the indexes) against the reference that scores every
// startup: on a generated directory, page after page by cursor, the same rows, scores, cursors and reasons.
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  await seedBulkStartups(database.db, 600)
  // a skill almost nobody has, spelled as the admin typed it
  for (const [i, tags] of [['COBOL', 'b2b'], ['cobol'], ['Cobol', 'mainframe']].entries()) {
    const [row] = await database.db
      .insert(startups)
      .values({
        name: `Legacy ${i}`,
        location: i === 0 ? 'Berlin' : 'Pune',
        fundingRound: i === 1 ? 'Series D' : 'Seed',
        status: 'approved',
        isTrending: i === 2,
      })
      .returning({ id: startups.id })
    await database.db.insert(startupTags).values(tags.map((tag) => ({ startupId: row!.id, tag })))
  }
}, 120_000)
afterAll(() => database.close())

const profile = (p: Partial<MatchProfile>): MatchProfile => ({ ...NO_PROFILE, ...p })

type Read = typeof listStartupPage
type Row = [name: string, score: number, cursorKey: string, id: string, matched: unknown]

/** Up to `pages` pages of `limit` by cursor, each as the rows a page query returns (limit + 1). */
async function walk(read: Read, p: MatchProfile, limit: number, pages: number, sector?: string) {
  const seen: Row[][] = []
  let cursor: Cursor | null = null
  for (let n = 0; n < pages; n++) {
    const filter: ListFilter = { search: null, sector, sort: 'best-match', cursor, limit, profile: p }
    const rows = await read(database.db, filter)
    seen.push(rows.map((r): Row => [r.name, r.score, r.sortKey, r.id, r.matched]))
    const last = rows[limit - 1]
    if (rows.length <= limit || !last) break
    cursor = { tier: 0, key: `${last.score}|${last.sortKey}`, id: last.id }
  }
  return seen
}

async function expectSameWalk(p: MatchProfile, limit: number, pages: number, sector?: string) {
  const fast = await walk(listStartupPage, p, limit, pages, sector)
  const full = await walk(wholeOrderPage, p, limit, pages, sector)
  expect(fast).toEqual(full)
  return full
}

describe('best match read by score bands equals scoring every startup', () => {
  it('place only (one city, and an old city name)', async () => {
    // ~10 % of the rows are in Pune: pages cross from the matched rows into the unmatched ones
    const pages = await expectSameWalk(profile({ locations: ['Pune'] }), 13, 8)
    expect(pages.length).toBe(8)
    await expectSameWalk(profile({ locations: ['Bangalore'] }), 40, 3)
  })

  it('stage only (an exact round, and a prefix round)', async () => {
    await expectSameWalk(profile({ stages: ['Seed'] }), 25, 10)
    await expectSameWalk(profile({ stages: ['Series C+'] }), 17, 6)
  })

  it('job function only', async () => {
    await expectSameWalk(profile({ domains: ['Sales'] }), 20, 8)
    await expectSameWalk(profile({ domains: ['Operations', 'Design'] }), 11, 6)
  })

  it('a rare skill with a place and a stage, and a skill nobody has', async () => {
    const pages = await expectSameWalk(
      profile({ skills: ['Cobol'], locations: ['Berlin'], stages: ['Seed'] }),
      9,
      6,
    )
    expect(pages[0]![0]![0]).toBe('Legacy 0') // the skill, the place and the stage
    await expectSameWalk(profile({ skills: ['Fortran'], locations: ['Pune'] }), 15, 5)
  })

  it('every criterion at once, with one, two and five skills, and a sector', async () => {
    const broad = profile({
      skills: ['payments', 'machine-learning', 'React', 'api', 'b2b'],
      locations: ['Bengaluru', 'Pune'],
      stages: ['Seed', 'Series A'],
      domains: ['Product', 'Sales'],
    })
    await expectSameWalk(broad, 30, 8)
    await expectSameWalk(broad, 12, 5, 'Fintech')
    await expectSameWalk(profile({ skills: ['nlp', 'fitness'], domains: ['Operations'] }), 21, 8)
    await expectSameWalk(profile({ skills: ['ev'], locations: ['Mumbai'], stages: ['Pre-seed'] }), 19, 8)
  })

  it('many skills: eight (pairs of skills), and more than pairs are spelled for (a resume of 24)', async () => {
    const eight = ['fitness', 'd2c', 'ev', 'supply-chain', 'b2b', 'nlp', 'llm', 'web3']
    await expectSameWalk(profile({ skills: eight, stages: ['Seed'] }), 23, 8)
    const resume = [...eight, ...Array.from({ length: 16 }, (_, i) => `skill ${i}`)]
    await expectSameWalk(profile({ skills: resume, locations: ['Pune'], domains: ['Sales'] }), 23, 8)
  })

  it('the whole directory, to the last page, for a mixed profile', async () => {
    const pages = await expectSameWalk(
      profile({ skills: ['d2c'], locations: ['Chennai'], stages: ['Series B'], domains: ['Growth'] }),
      100,
      20,
    )
    expect(pages.flat().length).toBeGreaterThan(600)
  })
})
