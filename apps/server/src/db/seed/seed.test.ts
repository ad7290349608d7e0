import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../testing/test-database.ts'
import type { Database } from '../client.ts'
import { seedBulkStartups } from './bulk.ts'
import { SECTORS } from './sectors.ts'
import { seedDemoData } from './seed.ts'

describe('seedDemoData and seedBulkStartups', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('seeds curated startups in every sector, active templates, internships and activity', async () => {
    const result = await seedDemoData(database.db)
    expect(result.seeded).toBe(true)
    expect(result.startups).toBeGreaterThanOrEqual(60)

    const { rows: sectors } = await database.db.execute<{ sector: string }>(
      sql`select distinct sector from startups`,
    )
    expect(sectors.map((r) => r.sector).sort()).toEqual([...SECTORS].sort())

    const { rows } = await database.db.execute<{
      templates: number
      internships: number
      logs: number
      bare: number
    }>(sql`
      select
        (select count(*)::int from email_templates where status = 'active') as templates,
        (select count(*)::int from internships where status = 'active') as internships,
        (select count(*)::int from activity_logs) as logs,
        (select count(*)::int from startups s
          where not exists (select 1 from startup_employees e where e.startup_id = s.id)
             or not exists (select 1 from startup_tags t where t.startup_id = s.id)) as bare`)
    expect(rows[0]).toMatchObject({ internships: 17, logs: 10, bare: 0 })
    expect(rows[0]?.templates).toBeGreaterThanOrEqual(8)
  })

  it('is a no-op the second time', async () => {
    expect(await seedDemoData(database.db)).toEqual({ seeded: false, startups: 0, templates: 0 })
    const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from startups`)
    expect(rows[0]?.n).toBe(66)
  })

  it('bulk-adds startups whose tag_list matches their tags', async () => {
    const result = await seedBulkStartups(database.db, 300)
    expect(result.startups).toBe(300)
    const { rows } = await database.db.execute<{ n: number; mismatched: number }>(sql`
      select count(*)::int as n,
        count(*) filter (where tag_list <> coalesce((select string_agg(tag, ' ' order by tag collate "C")
          from startup_tags t where t.startup_id = s.id), ''))::int as mismatched
      from startups s`)
    expect(rows[0]).toEqual({ n: 366, mismatched: 0 })
  })
})
