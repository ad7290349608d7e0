import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STARTUP_SORTS } from '@coldstart/contract'
import type { Database } from '../../db/client.ts'
import { startups } from '../../db/schema/index.ts'
import { buildStartup } from '../../db/seed/factories.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { parseSearch } from './search-terms.ts'
import { listStartups } from './startups.service.ts'
import { wholeOrderPage } from './startup-page-query.ts'

// A search's pages are read tier by tier (name hit, full-text hit, typo), each in the chosen order; walked by
// cursor they must list exactly what one query sorted by the tier CASE lists, in the same order. Beside the
// demo data, "tierwise" matches three startups by name, three by a description word and three by a typo, all
// in Fintech.
let database: Database
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true })
  await database.db
    .insert(startups)
    .values([
      ...[1, 2, 3].map((i) => buildStartup({ name: `Tierwise ${i}`, sector: 'Fintech' })),
      ...[1, 2, 3].map(() => buildStartup({ description: 'Built for tierwiseness.', sector: 'Fintech' })),
      ...[1, 2, 3].map((i) => buildStartup({ name: `Tierwisse ${i}`, sector: 'Fintech' })),
    ])
})
afterAll(() => database.close())

async function walk(q: string, sort: (typeof STARTUP_SORTS)[number], sector?: string, limit = 4) {
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const page = await listStartups(database.db, { q, sort: sort as 'latest', sector, cursor, limit })
    ids.push(...page.items.map((s) => s.id))
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return ids
}

const searches = ['tierwise', 'fin', 'pay', 'ai', 'fintek', 'labs', 'cred', 'a', 'health fin']
const sorts = STARTUP_SORTS.filter((s) => s !== 'best-match')

describe('a search read tier by tier', () => {
  it.each(searches)('lists "%s" as the single sorted query does, in every order', async (q) => {
    let nonEmpty = 0
    for (const sort of sorts) {
      const reference = await wholeOrderPage(database.db, {
        search: parseSearch(q),
        sector: undefined,
        sort,
        cursor: null,
        limit: 10_000,
      })
      expect(await walk(q, sort)).toEqual(reference.map((r) => r.id))
      nonEmpty += reference.length > 0 ? 1 : 0
    }
    if (!['fintek', 'health fin'].includes(q)) expect(nonEmpty).toBe(sorts.length)
  })

  it('holds in one sector too', async () => {
    const reference = await wholeOrderPage(database.db, {
      search: parseSearch('a'),
      sector: 'Fintech',
      sort: 'latest',
      cursor: null,
      limit: 10_000,
    })
    expect(reference.length).toBeGreaterThan(4)
    expect(await walk('a', 'latest', 'Fintech')).toEqual(reference.map((r) => r.id))
  })

  // One statement reads the tiers, each only when the ones before it hold no more than a page: pages of 2
  // (the name tier alone passes a page), 3 (it fills one exactly) and 4 (it falls short) cross that test.
  it.each([2, 3, 4, 5])('reads the tiers in one statement the same way with pages of %i', async (limit) => {
    for (const sort of sorts) {
      const reference = await wholeOrderPage(database.db, {
        search: parseSearch('tierwise'),
        sector: undefined,
        sort,
        cursor: null,
        limit: 10_000,
      })
      expect(await walk('tierwise', sort, undefined, limit)).toEqual(reference.map((r) => r.id))
    }
  })

  it('holds for a search of every tier within one sector', async () => {
    for (const q of ['tierwise', 'fin', 'pay']) {
      const reference = await wholeOrderPage(database.db, {
        search: parseSearch(q),
        sector: 'Fintech',
        sort: 'latest',
        cursor: null,
        limit: 10_000,
      })
      if (q === 'tierwise') expect(reference).toHaveLength(9)
      expect(await walk(q, 'latest', 'Fintech', 2)).toEqual(reference.map((r) => r.id))
    }
  })

  it('puts every tier in the walk: name hits, then full-text hits, then typos', async () => {
    const reference = await wholeOrderPage(database.db, {
      search: parseSearch('tierwise'),
      sector: undefined,
      sort: 'latest',
      cursor: null,
      limit: 10_000,
    })
    expect(reference.map((r) => r.tier)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2])
  })
})
