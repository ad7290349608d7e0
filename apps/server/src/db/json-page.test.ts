import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../testing/test-database.ts'
import type { Database } from './client.ts'
import { jsonPage, preparedJsonPage } from './json-page.ts'
import { startups } from './schema/index.ts'

// A page read as one json value must be the very rows the select itself gives: the same values, of the same
// JavaScript types, in the same order, whichever database runs.
let database: Database
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true })
})
afterAll(() => database.close())

const fields = () => ({
  id: startups.id,
  name: startups.name,
  description: startups.description,
  isHiring: startups.isHiring,
  views: startups.viewsCount,
  tags: startups.matchTags,
  unnamed: sql<number>`0`,
  alsoUnnamed: sql<number>`0`,
  nothing: sql<string | null>`null::text`,
  parts: sql<{
    a: number[]
    b: string
  }>`json_build_object('a', json_build_array(1, 2), 'b', ${startups.name})`,
  decoded: sql<string>`${startups.name}`.mapWith((value: string) => value.toUpperCase()),
})
const select = (limit: number) =>
  database.db
    .select(fields())
    .from(startups)
    .orderBy(asc(sql`lower(${startups.name})`), asc(startups.id))
    .limit(limit)

describe('jsonPage', () => {
  it('reads the rows the select gives, in its order, value types included', async () => {
    const direct = await select(25)
    expect(direct.length).toBeGreaterThan(5)
    expect(await jsonPage(database.db, select(25), fields())).toEqual(direct)
    const row = (await jsonPage(database.db, select(1), fields()))[0]!
    expect(row.nothing).toBeNull()
    expect(row.decoded).toBe(row.name.toUpperCase())
    expect(row.parts).toEqual({ a: [1, 2], b: row.name })
  })

  it('reads an empty page as no rows, and carries the extra value from the same statement', async () => {
    expect(await jsonPage(database.db, select(0), fields())).toEqual([])
    const run = preparedJsonPage(database.db, 'json_page_test', () => ({
      query: database.db
        .select(fields())
        .from(startups)
        .orderBy(asc(startups.id))
        .limit(sql.placeholder('rows')),
      fields: fields(),
      extra: sql<{ n: number }>`json_build_object('n', (select count(*) from ${startups})::int)`,
    }))
    const { rows, extra } = await run({ rows: 3 })
    expect(rows).toEqual(await database.db.select(fields()).from(startups).orderBy(asc(startups.id)).limit(3))
    expect(extra.n).toBeGreaterThan(3)
  })

  it('refuses a column whose json form reads differently from the driver (a timestamp)', async () => {
    const timed = { id: startups.id, createdAt: startups.createdAt }
    await expect(
      jsonPage(database.db, database.db.select(timed).from(startups).limit(1), timed),
    ).rejects.toThrow('jsonPage: createdAt is a PgTimestamp')
  })
})
