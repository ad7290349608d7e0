import { eq, exists, not, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresAnswers, scratchDatabase } from '../../testing/scratch-postgres.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { openDatabase, type Database } from '../client.ts'
import { migrateDatabase } from '../migrate.ts'
import {
  activityLogs,
  emailTemplates,
  internships,
  startupEmployees,
  startups,
  startupTags,
} from '../schema/index.ts'
import { fromAs, qualified } from '../sql-names.ts'
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

    const sectors = await database.db.selectDistinct({ sector: startups.sector }).from(startups)
    expect(sectors.map((r) => r.sector).sort()).toEqual([...SECTORS].sort())

    const db = database.db
    const hasTeam = exists(
      db.select().from(startupEmployees).where(eq(startupEmployees.startupId, startups.id)),
    )
    const hasTags = exists(db.select().from(startupTags).where(eq(startupTags.startupId, startups.id)))
    const counts = {
      templates: await db.$count(emailTemplates, eq(emailTemplates.status, 'active')),
      internships: await db.$count(internships, eq(internships.status, 'active')),
      logs: await db.$count(activityLogs),
      bare: await db.$count(startups, or(not(hasTeam), not(hasTags))),
    }
    expect(counts).toMatchObject({ internships: 17, logs: 10, bare: 0 })
    expect(counts.templates).toBeGreaterThanOrEqual(8)
  })

  it('is a no-op the second time', async () => {
    expect(await seedDemoData(database.db)).toEqual({ seeded: false, startups: 0, templates: 0 })
    expect(await database.db.$count(startups)).toBe(66)
  })

  it('bulk-adds startups whose tag_list matches their tags', async () => {
    const result = await seedBulkStartups(database.db, 300)
    expect(result.startups).toBe(300)
    const t = alias(startupTags, 't')
    const storedTags = sql`coalesce(${qualified(
      sql`select string_agg(${t.tag}, ' ' order by ${t.tag} collate "C") from ${fromAs(t)} where ${t.startupId} = ${startups.id}`,
    )}, '')`
    const counts = {
      n: await database.db.$count(startups),
      mismatched: await database.db.$count(startups, sql`${startups.tagList} <> ${storedTags}`),
    }
    expect(counts).toEqual({ n: 366, mismatched: 0 })
  })
})

const pgUp = await postgresAnswers()

describe.skipIf(!pgUp)('seedDemoData on a PostgreSQL server', () => {
  it('has the child process insert the rows over its own connection, once when two seeders race', async () => {
    const scratch = await scratchDatabase('seed_child')
    const database = await openDatabase({ databaseUrl: scratch.url })
    try {
      await migrateDatabase(database)
      const seed = () => seedDemoData(database.db, { databaseUrl: scratch.url })
      const results = await Promise.all([seed(), seed()])
      expect(results.filter((r) => r.seeded)).toEqual([
        { seeded: true, startups: 66, templates: expect.any(Number) },
      ])
      const counts = {
        startups: await database.db.$count(startups),
        internships: await database.db.$count(internships, eq(internships.status, 'active')),
        logs: await database.db.$count(activityLogs),
      }
      expect(counts).toEqual({ startups: 66, internships: 17, logs: 10 })
      expect(await seed()).toEqual({ seeded: false, startups: 0, templates: 0 })
    } finally {
      await database.close()
      await scratch.drop()
    }
  }, 60_000)
})
