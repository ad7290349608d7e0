import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client.ts'
import {
  activityLogs,
  emailTemplates,
  internships,
  startupEmployees,
  startups,
  startupTags,
} from '../schema/index.ts'
import { buildDemoRowsInChild } from './demo-plan-in-child.ts'

export interface SeedOptions {
  extraStartups?: number
  log?: (msg: string) => void
}

export interface SeedResult {
  seeded: boolean
  startups: number
  templates: number
}

const BATCH = 500

const hasStartups = async (db: Db) =>
  (await db.select({ id: startups.id }).from(startups).limit(1)).length > 0

/** Fills an empty database with the demo content; does nothing if any startup exists. */
export async function seedDemoData(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const log = opts.log ?? (() => {})
  const nothingSeeded = () => {
    log('demo data already present, nothing seeded')
    return { seeded: false, startups: 0, templates: 0 }
  }
  // Every start but the first finds the demo data there: it answers before building a single row. The rows
  // are built in a child process, so faker never loads into the server itself.
  if (await hasStartups(db)) return nothingSeeded()
  const rows = await buildDemoRowsInChild(opts.extraStartups ?? 0)

  const seeded = await db.transaction(async (tx) => {
    // Serialises concurrent seeders (server start-up and the CLI) so the emptiness check stays true.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('coldstart:seed-demo-data'))`)
    if (await hasStartups(tx)) return false
    await insertInBatches(tx, startups, rows.startups)
    await insertInBatches(tx, startupTags, rows.tags)
    await insertInBatches(tx, startupEmployees, rows.employees)
    await insertInBatches(tx, emailTemplates, rows.templates)
    await insertInBatches(tx, internships, rows.internships)
    await insertInBatches(tx, activityLogs, rows.activity)
    return true
  })

  if (!seeded) return nothingSeeded()
  // PGlite has no autovacuum: without fresh statistics the planner ignores the GIN indexes.
  await db.execute(sql`analyze`)
  log(
    `seeded ${rows.startups.length} startups, ${rows.employees.length} contacts, ${rows.templates.length} templates`,
  )
  return { seeded: true, startups: rows.startups.length, templates: rows.templates.length }
}

// Multi-row inserts keep the statement count (and PGlite round trips) low without hitting the 65,535
// bind-parameter limit.
export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = BATCH,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size))
  }
}
