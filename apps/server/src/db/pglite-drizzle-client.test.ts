import { sql } from 'drizzle-orm'
import { date, interval, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPglite, openDatabase, type Database } from './client.ts'
import { bare } from './sql-names.ts'

// drizzle's own parsers go onto the PGlite once instead of with every query: every value must read as it did
// when they came with the query (timestamps as Date through a table, text through execute, dates as text).
const moments = pgTable('moments', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  span: interval('span').notNull(),
})

const AT = new Date('2026-11-29T10:15:30.123Z')
let database: Database
const options: unknown[] = []

beforeAll(async () => {
  const pglite = await createPglite()
  // what reaches PGlite with each query
  const query = pglite.query.bind(pglite)
  pglite.query = ((text: string, params?: unknown[], opts?: unknown) => {
    options.push(opts)
    return query(text, params, opts as never)
  }) as typeof pglite.query
  database = await openDatabase({ pglite })
  const m = moments
  await database.db.execute(
    sql`create table ${m} (${bare(m.name)} text primary key, ${bare(m.at)} timestamptz not null,
      ${bare(m.local)} timestamp not null, ${bare(m.day)} date not null, ${bare(m.span)} interval not null)`,
  )
})
afterAll(() => database.close())

describe('the PGlite client drizzle is given', () => {
  it('reads timestamps, dates and intervals as before, and sends no parsers with a query', async () => {
    options.length = 0
    await database.db
      .insert(moments)
      .values({ name: 'a', at: AT, local: AT, day: '2026-11-29', span: '2 days' })
    expect(await database.db.select().from(moments)).toEqual([
      { name: 'a', at: AT, local: AT, day: '2026-11-29', span: '2 days' },
    ])
    const { rows } = await database.db.execute<{ at: unknown; day: unknown }>(
      sql`select ${moments.at}, ${moments.day}, array[${moments.at}] as ats from ${moments}`,
    )
    // drizzle's parsers keep a timestamp array as PostgreSQL's text too
    expect(rows).toEqual([
      { at: '2026-11-29 10:15:30.123+00', day: '2026-11-29', ats: '{"2026-11-29 10:15:30.123+00"}' },
    ])
    expect(options.length).toBeGreaterThanOrEqual(3)
    expect(options.filter((o) => (o as { parsers?: unknown } | undefined)?.parsers)).toEqual([])
  })

  it('reads the same inside a transaction', async () => {
    const read = await database.db.transaction(async (tx) => {
      await tx.update(moments).set({ day: '2026-12-01' })
      return tx.select().from(moments)
    })
    expect(read).toEqual([{ name: 'a', at: AT, local: AT, day: '2026-12-01', span: '2 days' }])
  })
})
