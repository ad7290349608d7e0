import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { startups } from '../../db/schema/index.ts'
import { buildStartup } from '../../db/seed/factories.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { countMatches } from './startup-sector-counts.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true })
})
afterAll(() => database.close())

const countsBySector = async () =>
  Object.fromEntries(
    (await countMatches(database.db, null, undefined, 1000)).sectors.map((c) => [c.sector ?? '', c.count]),
  )

async function scannedCounts() {
  const sector = sql<string>`coalesce(${startups.sector}, '')`
  const rows = await database.db.select({ sector, count: count() }).from(startups).groupBy(sector)
  return Object.fromEntries(rows.map((r) => [r.sector, r.count]))
}

describe('sector counters kept by triggers', () => {
  it('match a full count after the seed', async () => {
    expect(await countsBySector()).toEqual(await scannedCounts())
  })

  it('follow inserts, sector changes and deletes', async () => {
    const [a, b] = await database.db
      .insert(startups)
      .values([buildStartup({ sector: 'Quantum' }), buildStartup({ sector: 'Quantum' })])
      .returning({ id: startups.id })
    expect((await countsBySector()).Quantum).toBe(2)

    await database.db.update(startups).set({ sector: 'Robotics' }).where(eq(startups.id, a!.id))
    expect(await countsBySector()).toMatchObject({ Quantum: 1, Robotics: 1 })

    await database.db.update(startups).set({ sector: null }).where(eq(startups.id, b!.id))
    await database.db.delete(startups).where(eq(startups.id, a!.id))
    const after = await countsBySector()
    expect(after.Quantum).toBeUndefined()
    expect(after.Robotics).toBeUndefined()
    expect(after).toEqual(await scannedCounts())
  })

  it('stay exact under concurrent inserts', async () => {
    await Promise.all(
      Array.from({ length: 8 }, () =>
        database.db
          .insert(startups)
          .values(Array.from({ length: 5 }, () => buildStartup({ sector: 'Parallel' }))),
      ),
    )
    expect((await countsBySector()).Parallel).toBe(40)
    expect(await countsBySector()).toEqual(await scannedCounts())
  })
})
