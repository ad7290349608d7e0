import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { buildDemoRowsInChild, seedDemoRowsInChild } from './demo-plan-in-child.ts'
import { hasStartups, insertDemoRows } from './demo-rows-insert.ts'

export interface SeedOptions {
  extraStartups?: number
  log?: (msg: string) => void
  /**
   * The PostgreSQL server `db` is on: the child process that builds the rows inserts them itself, over a
   * connection of its own, so this process never holds them. The embedded database has one connection, this
   * process's: there the rows come back to be inserted here.
   */
  databaseUrl?: string
}

export interface SeedResult {
  seeded: boolean
  startups: number
  templates: number
}

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
  const extra = opts.extraStartups ?? 0
  const counts = opts.databaseUrl
    ? await seedDemoRowsInChild(opts.databaseUrl, extra)
    : await insertDemoRows(db, await buildDemoRowsInChild(extra))
  if (!counts) return nothingSeeded()
  // PGlite has no autovacuum: without fresh statistics the planner ignores the GIN indexes.
  await db.execute(sql`analyze`)
  log(`seeded ${counts.startups} startups, ${counts.employees} contacts, ${counts.templates} templates`)
  return { seeded: true, startups: counts.startups, templates: counts.templates }
}
