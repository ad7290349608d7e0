import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPglite, openDatabase, type Database } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import {
  emailTemplates,
  startupEmployees,
  startups,
  startupTags,
  userProfiles,
  users,
} from './schema/index.ts'
import { buildEmailTemplate, buildEmployee, buildStartup, buildUser, createFaker } from './seed/factories.ts'

// The SQL state of a failed statement; drizzle wraps driver errors, keeping the original as `cause`.
async function pgErrorCode(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } }
    return e.cause?.code ?? e.code
  }
  return undefined
}

describe('migrations on a fresh PGlite', () => {
  let database: Database
  const faker = createFaker(7)

  beforeAll(async () => {
    // deliberately not the shared test dump: this file checks that the migrations themselves apply
    database = await openDatabase({ pglite: await createPglite() })
    await migrateDatabase(database)
  })
  afterAll(() => database.close())

  async function insertStartup(tags: string[] = []) {
    const [row] = await database.db.insert(startups).values(buildStartup({}, { faker })).returning()
    if (!row) throw new Error('insert returned no row')
    if (tags.length)
      await database.db.insert(startupTags).values(tags.map((tag) => ({ startupId: row.id, tag })))
    return row
  }

  it('creates every table and is idempotent', async () => {
    await migrateDatabase(database)
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    )
    expect(rows[0]?.n).toBe(26)
  })

  it('enforces one row per (startup_id, tag)', async () => {
    const startup = await insertStartup(['fintech'])
    const code = await pgErrorCode(
      database.db.insert(startupTags).values({ startupId: startup.id, tag: 'fintech' }),
    )
    expect(code).toBe('23505')
  })

  it('cascades a startup delete to its tags and employees', async () => {
    const startup = await insertStartup(['a', 'b'])
    await database.db
      .insert(startupEmployees)
      .values([1, 2].map(() => buildEmployee({ startupId: startup.id }, { faker })))
    await database.db.delete(startups).where(eq(startups.id, startup.id))
    const tags = await database.db.select().from(startupTags).where(eq(startupTags.startupId, startup.id))
    const people = await database.db
      .select()
      .from(startupEmployees)
      .where(eq(startupEmployees.startupId, startup.id))
    expect(tags).toHaveLength(0)
    expect(people).toHaveLength(0)
  })

  it('rejects a negative experience_years and more template replies than sends', async () => {
    const [user] = await database.db.insert(users).values(buildUser({}, { faker })).returning()
    expect(
      await pgErrorCode(database.db.insert(userProfiles).values({ userId: user!.id, experienceYears: -1 })),
    ).toBe('23514')
    expect(
      await pgErrorCode(
        database.db.insert(emailTemplates).values(buildEmailTemplate({ mailboxSends: 3, mailboxReplies: 4 })),
      ),
    ).toBe('23514')
    expect(
      await pgErrorCode(database.db.insert(emailTemplates).values(buildEmailTemplate({ category: 'cold' }))),
    ).toBe('23514')
  })

  it('keeps tag_list in step with startup_tags so tags are searchable', async () => {
    const startup = await insertStartup(['zeppelinware', 'alpha'])
    const find = async (word: string) =>
      database.db
        .select({ id: startups.id, tagList: startups.tagList })
        .from(startups)
        .where(sql`${startups.searchVector} @@ plainto_tsquery('simple', ${word})`)

    expect(await find('zeppelinware')).toEqual([{ id: startup.id, tagList: 'alpha zeppelinware' }])

    await database.db
      .update(startupTags)
      .set({ tag: 'quokkaflow' })
      .where(eq(startupTags.tag, 'zeppelinware'))
    expect(await find('zeppelinware')).toEqual([])
    expect(await find('quokkaflow')).toEqual([{ id: startup.id, tagList: 'alpha quokkaflow' }])

    await database.db.delete(startupTags).where(eq(startupTags.startupId, startup.id))
    expect(await find('quokkaflow')).toEqual([])
    const [after] = await database.db.select().from(startups).where(eq(startups.id, startup.id))
    expect(after?.tagList).toBe('')
  })

  it('ranks the name above tags and the description', async () => {
    const byName = await insertStartup()
    await database.db.update(startups).set({ name: 'Tapirly' }).where(eq(startups.id, byName.id))
    const byTag = await insertStartup(['tapirly'])
    const tapirly = sql`plainto_tsquery('simple', 'tapirly')`
    const rows = await database.db
      .select({ id: startups.id })
      .from(startups)
      .where(sql`${startups.searchVector} @@ ${tapirly}`)
      .orderBy(desc(sql`ts_rank(${startups.searchVector}, ${tapirly})`))
    expect(rows.map((r) => r.id)).toEqual([byName.id, byTag.id])
  })

  it('has pg_trgm for fuzzy name matching', async () => {
    const { rows } = await database.db.execute<{ score: number }>(
      sql`select similarity('Ledgerline', 'ledgerlin') as score`,
    )
    expect(rows[0]?.score).toBeGreaterThan(0.5)
  })
})
