import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { startupTags, startups } from '../../db/schema/index.ts'
import { seedBulkStartups } from '../../db/seed/bulk.ts'
import { NO_PROFILE, type MatchProfile } from '../matching/index.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { BestMatchIndex } from './best-match-index.ts'
import type { Cursor } from './cursor.ts'
import { wholeOrderPage, type ListFilter, type PageRow } from './startup-page-query.ts'
import { countMatches } from './startup-sector-counts.ts'

// Best match ranked in memory against the reference that scores every startup in the database: on a
// generated directory, page after page by cursor, the same rows, scores, cursors and reasons; and never a
// ranking of a directory that has changed since the index read it.
let database: Database
let index: BestMatchIndex
beforeAll(async () => {
  database = await createTestDatabase()
  await seedBulkStartups(database.db, 600)
  for (const [i, tags] of [['COBOL', 'b2b'], ['cobol'], ['Cobol', 'mainframe']].entries()) {
    const [row] = await database.db
      .insert(startups)
      .values({
        name: `Legacy ${i}`,
        location: i === 0 ? 'Berlin' : 'Pune',
        fundingRound: i === 1 ? 'Series D' : 'Seed',
        sector: i === 2 ? null : 'Fintech',
        status: 'approved',
        isTrending: i === 2,
      })
      .returning({ id: startups.id })
    await database.db.insert(startupTags).values(tags.map((tag) => ({ startupId: row!.id, tag })))
  }
  index = new BestMatchIndex(database.db)
}, 120_000)
afterAll(async () => {
  await index.close()
  await database.close()
})

const profile = (p: Partial<MatchProfile>): MatchProfile => ({ ...NO_PROFILE, ...p })
const broad = profile({
  skills: ['payments', 'machine-learning', 'React', 'api', 'b2b'],
  locations: ['Bengaluru', 'Pune'],
  stages: ['Seed', 'Series A'],
  domains: ['Product', 'Sales'],
})

const broadPage = (limit: number, cursor: Cursor | null = null): ListFilter => ({
  search: null,
  sector: undefined,
  sort: 'best-match',
  cursor,
  limit,
  profile: broad,
})

type Row = [name: string, score: number, cursorKey: string, id: string, matched: unknown]
type Read = (filter: ListFilter) => Promise<PageRow[]>

const fromIndex: Read = async (filter) => {
  const rows = await index.page(filter)
  if (!rows) throw new Error('the index did not answer')
  return rows
}
const fromDatabase: Read = (filter) => wholeOrderPage(database.db, filter)

async function walk(read: Read, p: MatchProfile, limit: number, pages: number, sector?: string) {
  const seen: Row[][] = []
  let cursor: Cursor | null = null
  for (let n = 0; n < pages; n++) {
    const rows = await read({ search: null, sector, sort: 'best-match', cursor, limit, profile: p })
    seen.push(rows.map((r): Row => [r.name, r.score, r.sortKey, r.id, r.matched]))
    const last = rows[limit - 1]
    if (rows.length <= limit || !last) break
    cursor = { tier: 0, key: `${last.score}|${last.sortKey}`, id: last.id }
  }
  return seen
}

async function expectSameWalk(p: MatchProfile, limit: number, pages: number, sector?: string) {
  const full = await walk(fromDatabase, p, limit, pages, sector)
  expect(await walk(fromIndex, p, limit, pages, sector)).toEqual(full)
  return full
}

describe('best match ranked in memory equals scoring every startup in the database', () => {
  it('place, stage and job function alone', async () => {
    expect((await expectSameWalk(profile({ locations: ['Pune'] }), 13, 8)).length).toBe(8)
    await expectSameWalk(profile({ locations: ['Bangalore'] }), 40, 3)
    await expectSameWalk(profile({ stages: ['Seed'] }), 25, 10)
    await expectSameWalk(profile({ stages: ['Series C+'] }), 17, 6)
    await expectSameWalk(profile({ domains: ['Sales'] }), 20, 8)
    await expectSameWalk(profile({ domains: ['Operations', 'Design'] }), 11, 6)
  })

  it('skills in any case, a skill nobody has, many skills, a sector and a sector nobody is in', async () => {
    const rare = await expectSameWalk(
      profile({ skills: ['Cobol'], locations: ['Berlin'], stages: ['Seed'] }),
      9,
      6,
    )
    expect(rare[0]![0]![0]).toBe('Legacy 0')
    await expectSameWalk(profile({ skills: ['Fortran'], locations: ['Pune'] }), 15, 5)
    await expectSameWalk(profile({ skills: ['Cobol'], locations: ['Berlin'], stages: ['Series C+'] }), 25, 3)
    await expectSameWalk(broad, 30, 8)
    await expectSameWalk(broad, 12, 5, 'Fintech')
    await expectSameWalk(broad, 12, 2, 'No such sector')
    const eight = ['fitness', 'd2c', 'ev', 'supply-chain', 'b2b', 'nlp', 'llm', 'web3']
    const resume = [...eight, ...Array.from({ length: 16 }, (_, i) => `skill ${i}`)]
    await expectSameWalk(profile({ skills: resume, locations: ['Pune'], domains: ['Sales'] }), 23, 8)
  })

  it('the whole directory, to the last page', async () => {
    const p = profile({ skills: ['d2c'], locations: ['Chennai'], stages: ['Series B'], domains: ['Growth'] })
    expect((await expectSameWalk(p, 100, 20)).flat().length).toBeGreaterThan(600)
  })

  it('a place name beyond ASCII is left to the database, whose lower-casing it is', async () => {
    const p = profile({ skills: ['b2b'], locations: ['Zürich'] })
    const filter = { ...broadPage(10), profile: p }
    expect(await index.page(filter)).toBeNull()
    expect(
      await index.page({ ...filter, profile: profile({ skills: ['b2b'], locations: ['Zurich'] }) }),
    ).not.toBeNull()
  })

  it('a cursor the index holds no row for (a startup deleted since) still continues the order', async () => {
    const [first] = await fromDatabase(broadPage(5))
    const gone = '00000000-0000-4000-8000-000000000000'
    const filter = broadPage(7, { tier: 0, key: `${first!.score}|${first!.sortKey}`, id: gone })
    expect(await fromIndex(filter)).toEqual(await fromDatabase(filter))
  })

  it('after any change the database answers until the index has read the directory again', async () => {
    const filter = broadPage(5)
    expect(await index.page(filter)).not.toBeNull()
    // a startup that beats every other on every criterion
    const [row] = await database.db
      .insert(startups)
      .values({ name: 'Newcomer', location: 'Pune', fundingRound: 'Seed', sector: 'SaaS', isTrending: true })
      .returning({ id: startups.id })
    await database.db
      .insert(startupTags)
      .values(
        ['payments', 'machine-learning', 'react', 'api', 'b2b'].map((tag) => ({ startupId: row!.id, tag })),
      )
    expect(await index.page(filter)).toBeNull()
    await index.warm()
    expect((await fromIndex(filter))[0]!.name).toBe('Newcomer')
    await database.db.update(startups).set({ location: 'Berlin' }).where(eq(startups.id, row!.id))
    expect(await index.page(filter)).toBeNull()
    await index.warm()
    expect(await fromIndex(filter)).toEqual(await fromDatabase(filter))
  })

  it("keeps a version's counts with its snapshot, read once per sector, and new counts after a change", async () => {
    await index.warm()
    let reads = 0
    const count = (sector?: string) => () => {
      reads++
      return countMatches(database.db, null, sector, 1000)
    }
    const first = await index.pageAndCounts(broadPage(5), count())
    expect(first?.counts).toEqual(await countMatches(database.db, null, undefined, 1000))
    await index.pageAndCounts({ ...broadPage(5), sector: 'Fintech' }, count('Fintech'))
    await index.pageAndCounts(broadPage(5), count())
    expect(reads).toBe(2)
    await database.db.insert(startups).values({ name: 'Counted', sector: 'Fintech', status: 'approved' })
    expect(await index.pageAndCounts(broadPage(5), count())).toBeNull()
    await index.warm()
    const after = await index.pageAndCounts(broadPage(5), count())
    expect(after?.counts?.all).toBe(first!.counts!.all + 1)
  })
})
