import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIRECTORY_COUNT_CAP } from '@coldstart/contract'
import type { Database } from '../../db/client.ts'
import { startups } from '../../db/schema/index.ts'
import { buildStartup } from '../../db/seed/factories.ts'
import { seedBulkStartups } from '../../db/seed/bulk.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { BestMatchIndex } from './best-match-index.ts'
import { withTypoTier } from './search-memory.ts'
import { parseSearch } from './search-terms.ts'
import { listStartups } from './startups.service.ts'

// A search told from the in-memory index must answer exactly what the database's tiers and counts answer:
// the same cards in the same order, the same cursors and the same counts, page after page, newest or oldest
// first, in a sector or not. Beside the demo data and generated startups: "tierwise" in all three tiers,
// DIRECTORY_COUNT_CAP + 3 startups named "Zephyrcount …" (past the cap, and exactly the cap in one sector),
// and names and words outside ASCII.
const BIG = 'Capped Sector'
let database: Database
let index: BestMatchIndex
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true })
  await seedBulkStartups(database.db, 400)
  const rows = [
    ...[1, 2, 3].map((i) => buildStartup({ name: `Tierwise ${i}`, sector: 'Fintech' })),
    ...[1, 2, 3].map(() => buildStartup({ description: 'Built for tierwiseness.', sector: 'Fintech' })),
    ...[1, 2, 3].map((i) => buildStartup({ name: `Tierwisse ${i}`, sector: 'Fintech' })),
    ...Array.from({ length: DIRECTORY_COUNT_CAP }, (_, i) =>
      buildStartup({ name: `Zephyrcount ${i}`, sector: BIG }),
    ),
    ...[1, 2, 3].map((i) => buildStartup({ name: `Zephyrcount Café ${i}`, sector: 'Fintech' })),
    buildStartup({ name: 'ÉCOLE Zephyr', description: 'Über b2b 100% payments.', sector: null }),
  ]
  for (let i = 0; i < rows.length; i += 250) await database.db.insert(startups).values(rows.slice(i, i + 250))
  index = new BestMatchIndex(database.db)
  await index.warm()
}, 120_000)
afterAll(async () => {
  await index.close()
  await database.close()
})

type Sort = 'latest' | 'oldest'

/** Up to `pages` responses walked by cursor, from the database alone or with the index. */
async function walk(
  withIndex: boolean,
  q: string,
  sort: Sort,
  sector: string | undefined,
  limit: number,
  pages = 6,
) {
  const responses: unknown[] = []
  let cursor: string | undefined
  do {
    const page = await listStartups(
      database.db,
      { q, sort, sector, cursor, limit },
      undefined,
      undefined,
      withIndex ? index : undefined,
    )
    responses.push(page)
    cursor = page.nextCursor ?? undefined
  } while (cursor && responses.length < pages)
  return responses
}

const searches = [
  'tierwise',
  'zephyrcount',
  'ephyrcount',
  'zephyrcont',
  'fin',
  'pay',
  'a',
  'ai',
  'fintek',
  'labs',
  'bombay',
  'fintech',
  'health fin',
  'b2b',
  '100%',
  'café',
  'école',
  'nothing-matches-this',
]

const list = (q: string) =>
  listStartups(database.db, { q, sort: 'latest', limit: 24 }, undefined, undefined, index)
const tell = (q: string, sector?: string) =>
  index.search({ search: parseSearch(q), sector, sort: 'latest', cursor: null, limit: 4 })
/** Memory tells the whole first page: its rows and counts, no typo tier after them. */
const told = async (q: string, sector?: string) => {
  const answer = await tell(q, sector)
  return answer !== null && answer.counts !== null && !answer.typosFollow
}

describe('a search told from the in-memory index', () => {
  it.each(searches)('answers "%s" as the database does, page after page', async (q) => {
    for (const sort of ['latest', 'oldest'] as const) {
      for (const sector of q.startsWith('zephyr') ? [undefined, 'Fintech', BIG] : [undefined, 'Fintech']) {
        for (const limit of q === 'tierwise' ? [2, 3, 4] : [5]) {
          expect(await walk(true, q, sort, sector, limit)).toEqual(await walk(false, q, sort, sector, limit))
        }
      }
    }
  })

  it('tells broad, short and typo searches itself, and leaves phrases and other scripts to the database', async () => {
    // past the cap; too short for typos
    for (const q of ['zephyrcount', 'ai', 'pay', 'b2b', 'fin']) expect(await told(q)).toBe(true)
    expect(await told('pay', 'Fintech')).toBe(true)
    // typos may add to a count under the cap (exactly the cap in that sector), or follow the first two tiers
    // on a page: memory lists the typo tier the database's trigram test gives
    expect(await told('zephyrcount', BIG)).toBe(true)
    for (const q of ['tierwise', 'bombay', 'zephyrcont', 'fintek', 'nothing-matches-this'])
      expect(await told(q)).toBe(true)
    const tierwise = await index.search({
      search: parseSearch('tierwise'),
      sector: undefined,
      sort: 'latest',
      cursor: null,
      limit: 12,
    })
    const rows = tierwise?.rows ?? []
    expect(rows.map((row) => row.tier)).toEqual([...rows.map((row) => row.tier)].sort())
    expect(rows.filter((row) => row.tier === 2).map((row) => row.name)).toEqual(
      expect.arrayContaining(['Tierwisse 3', 'Tierwisse 2', 'Tierwisse 1']),
    )
    expect(tierwise?.counts?.all).toBe(rows.length)
    // an alias spelled in two words, and text beyond ASCII: the database's alone
    for (const q of ['fintech', 'café']) expect(await tell(q)).toBeNull()
  })

  it('leaves a typo tier longer than it keeps to the database, after the first two tiers', async () => {
    const keepsTwo = new BestMatchIndex(database.db, { typoRowsKept: 2 })
    await keepsTwo.warm()
    try {
      const first = await keepsTwo.search({
        search: parseSearch('tierwise'),
        sector: undefined,
        sort: 'latest',
        cursor: null,
        limit: 8,
      })
      expect(first?.rows.map((row) => row.tier)).toEqual([0, 0, 0, 1, 1, 1])
      expect(first).toMatchObject({ counts: null, typosFollow: true })
      // the database's page after the first two tiers is the same as the database's alone
      const page = (matchIndex?: BestMatchIndex) =>
        listStartups(
          database.db,
          { q: 'tierwise', sort: 'latest', limit: 8 },
          undefined,
          undefined,
          matchIndex,
        )
      expect(await page(keepsTwo)).toEqual(await page())
    } finally {
      await keepsTwo.close()
    }
  })

  it('steps aside once the directory changes, and answers from the new directory after reloading', async () => {
    const before = await list('pay')
    await database.db.insert(startups).values(buildStartup({ name: 'Payfresh', sector: 'Fintech' }))
    const after = await list('pay')
    expect(after.total).toBe(before.total + 1)
    expect(after.items.map((s) => s.name)).toContain('Payfresh')
    await index.warm()
    expect(await told('pay')).toBe(true)
    expect(await list('pay')).toEqual(after)
  })
})

describe('withTypoTier', () => {
  const hits = { tiers: [Int32Array.of(1, 4), Int32Array.of(2, 7), new Int32Array(0)], typos: true } as const
  it('lists the typo rows as the third tier', () => {
    expect(withTypoTier({ ...hits, tiers: [...hits.tiers] }, Int32Array.of(3, 9))).toEqual({
      tiers: [Int32Array.of(1, 4), Int32Array.of(2, 7), Int32Array.of(3, 9)],
      typos: false,
    })
  })
  it('refuses a typo row memory puts in the first two tiers: the database answers then', () => {
    for (const row of [4, 7])
      expect(withTypoTier({ ...hits, tiers: [...hits.tiers] }, Int32Array.of(0, row))).toBeNull()
  })
})
