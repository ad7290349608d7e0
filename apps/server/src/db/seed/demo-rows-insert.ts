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
import type { DemoRows } from './demo-plan.ts'

/** What a seed inserted. */
export interface DemoCounts {
  startups: number
  employees: number
  templates: number
}

const BATCH = 500

export const hasStartups = async (db: Db) =>
  (await db.select({ id: startups.id }).from(startups).limit(1)).length > 0

/**
 * Inserts the demo rows in one transaction, unless a startup is already there (another seeder got there
 * first): then null.
 */
export async function insertDemoRows(db: Db, rows: DemoRows): Promise<DemoCounts | null> {
  const inserted = await db.transaction(async (tx) => {
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
  if (!inserted) return null
  return {
    startups: rows.startups.length,
    employees: rows.employees.length,
    templates: rows.templates.length,
  }
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
