import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIRECTORY_COUNT_CAP, type StartupListResponse } from '@coldstart/contract'
import { startups } from '../../db/schema/index.ts'
import { buildStartup } from '../../db/seed/factories.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { parseSearch } from './search-terms.ts'
import { wholeOrderPage } from './startup-page-query.ts'

// A broad search counts up to DIRECTORY_COUNT_CAP matches and says "at least" past it; below it every count is
// exact. The directory here: the demo data plus 1,003 startups whose names spell one made-up word, exactly
// DIRECTORY_COUNT_CAP of them in one sector (the boundary) and 3 in another.
const WORD = 'Zephyrcount'
const BIG = 'Capped Sector'
const SMALL = 'Small Sector'

let t: TestApp
beforeAll(async () => {
  // Rows are added straight into the database here; the page cache hears of it a moment later (NOTIFY), so
  // what is under test, the counting, is asked of the database itself.
  t = await createTestApp({ seed: true, directoryCache: false })
  const rows = [
    ...Array.from({ length: DIRECTORY_COUNT_CAP }, (_, i) =>
      buildStartup({ name: `${WORD} ${i}`, sector: BIG }),
    ),
    ...Array.from({ length: 3 }, (_, i) => buildStartup({ name: `${WORD} Quokkaville ${i}`, sector: SMALL })),
    // a word-prefix hit (its description) that is also a typo of its name, but no name hit
    buildStartup({ name: 'Wombatvile Co', description: 'Wombatville tours.', sector: SMALL }),
  ]
  for (let i = 0; i < rows.length; i += 250)
    await t.database.db.insert(startups).values(rows.slice(i, i + 250))
})
afterAll(() => t.close())

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/startups?${query}` })
  expect(res.statusCode).toBe(200)
  return res.json() as StartupListResponse
}

describe('GET /api/startups counts a broad search up to the cap', () => {
  it('says "at least the cap" for more matches than the cap, and the chips go without counts', async () => {
    const body = await list(`q=${WORD}`)
    expect(body).toMatchObject({
      total: DIRECTORY_COUNT_CAP,
      totalAtLeast: true,
      allSectorsTotal: DIRECTORY_COUNT_CAP,
      allSectorsTotalAtLeast: true,
    })
    expect(body.items).toHaveLength(24)
    expect(body.sectors.map((s) => s.sector)).toEqual(expect.arrayContaining([BIG, SMALL, 'Fintech']))
    expect(body.sectors.every((s) => s.count === undefined)).toBe(true)
  })

  it('counts a chosen sector exactly up to the cap, the whole search still capped', async () => {
    const small = await list(`q=${WORD}&sector=${encodeURIComponent(SMALL)}`)
    expect(small.total).toBe(3)
    expect(small.totalAtLeast).toBeUndefined()
    expect(small.items.map((s) => s.sector)).toEqual([SMALL, SMALL, SMALL])
    expect(small).toMatchObject({ allSectorsTotal: DIRECTORY_COUNT_CAP, allSectorsTotalAtLeast: true })

    // exactly the cap is still an exact count
    const big = await list(`q=${WORD}&sector=${encodeURIComponent(BIG)}`)
    expect(big.total).toBe(DIRECTORY_COUNT_CAP)
    expect(big.totalAtLeast).toBeUndefined()
  })

  it('keeps exact counts, per sector too, when the matches are under the cap', async () => {
    const body = await list(`q=quokkaville`)
    expect(body.total).toBe(3)
    expect(body.totalAtLeast).toBeUndefined()
    expect(body.allSectorsTotalAtLeast).toBeUndefined()
    expect(body.sectors).toEqual([{ sector: SMALL, count: 3 }])
  })

  it('says "at least" for a chosen sector once it passes the cap', async () => {
    await t.database.db.insert(startups).values(buildStartup({ name: `${WORD} extra`, sector: BIG }))
    const big = await list(`q=${WORD}&sector=${encodeURIComponent(BIG)}`)
    expect(big).toMatchObject({ total: DIRECTORY_COUNT_CAP, totalAtLeast: true })
    // a cursor walk still reaches every match: the cap is on counting, never on the list
    expect(big.nextCursor).toBeTruthy()
  })

  // The counts come from one statement that reads the chosen sector's capped count first and the sample of
  // every sector only when that count is within the cap, each in disjoint parts (word-prefix hits, other name
  // hits, typos), or from a first page that lists every match; they must say what counting every match says.
  // (inside a word, "ephyrcount" is a name hit no word starts with; "zephyrcont" only a typo; "wombatville" a
  // word-prefix hit and a typo at once)
  it.each([
    WORD,
    'ephyrcount',
    'zephyrcont',
    'wombatville',
    'quokkaville',
    'fin',
    'pay',
    'a',
    'fintek',
    'nothing-matches-this',
  ])('counts "%s" as every match counted says, in every sector', async (q) => {
    const all = await wholeOrderPage(t.database.db, {
      search: parseSearch(q),
      sector: undefined,
      sort: 'latest',
      cursor: null,
      limit: 100_000,
    })
    const bySector = new Map<string, number>()
    for (const row of all) if (row.sector) bySector.set(row.sector, (bySector.get(row.sector) ?? 0) + 1)
    const capped = all.length > DIRECTORY_COUNT_CAP
    for (const sector of [undefined, BIG, SMALL, 'Fintech']) {
      const body = await list(`q=${q}${sector ? `&sector=${encodeURIComponent(sector)}` : ''}`)
      const inSector = sector ? (bySector.get(sector) ?? 0) : all.length
      expect(body.total).toBe(Math.min(inSector, DIRECTORY_COUNT_CAP))
      expect(body.totalAtLeast).toBe(inSector > DIRECTORY_COUNT_CAP ? true : undefined)
      expect(body.allSectorsTotal).toBe(Math.min(all.length, DIRECTORY_COUNT_CAP))
      expect(body.allSectorsTotalAtLeast).toBe(capped ? true : undefined)
      if (capped) expect(body.sectors.every((c) => c.count === undefined)).toBe(true)
      else
        expect(Object.fromEntries(body.sectors.map((c) => [c.sector, c.count]))).toEqual(
          Object.fromEntries(bySector),
        )
    }
  })

  it('counts the directory exactly without a search, however large', async () => {
    const body = await list('')
    expect(body.total).toBeGreaterThan(DIRECTORY_COUNT_CAP + 60)
    expect(body.totalAtLeast).toBeUndefined()
    expect(body.sectors.find((s) => s.sector === BIG)?.count).toBe(DIRECTORY_COUNT_CAP + 1)
  })
})
