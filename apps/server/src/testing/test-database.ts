import fs from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { createPglite, openDatabase, type Database } from '../db/client.ts'
import { seedDemoData } from '../db/seed/seed.ts'
import { IdleDatabases, leaseDatabase } from './pglite-lease.ts'
import { readBaseline } from './pglite-reuse.ts'

/** How each worker's seeded copy of the template is named; global-setup.ts drops them at the end of a run. */
export const seededTemplatePrefix = (templateName: string) => `${templateName}_seeded_`

/**
 * A fresh, migrated database for one test file: PGlite as the run's dump loaded it, or a PostgreSQL
 * database copied from the migrated template. With `seeded`, it already holds the demo data (as
 * seedDemoData leaves it): seeded once per worker, then copied like the migrated one. `close()` frees it
 * (and drops the PostgreSQL copy). A PGlite is handed to the worker's next file once put back exactly as
 * it was loaded (pglite-reuse.ts), which costs a fraction of loading another.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<Database> {
  const target = inject('testDatabase')
  if (target.kind === 'pglite') return pgliteDatabase(target.dumpFile, options.seeded ? 'seeded' : 'migrated')
  const templateName = options.seeded ? await seededTemplate(target.url) : databaseOf(target.url)
  return copyOf(target.url, templateName)
}

// Test files of one worker share its module cache (isolate: false), so these last for the worker's run.
let migrated: Promise<Blob> | undefined
let seeded: Promise<Blob> | undefined
let seededName: Promise<string> | undefined
const idle: Partial<Record<'migrated' | 'seeded', Promise<IdleDatabases>>> = {}

async function pgliteDatabase(dumpFile: string, kind: 'migrated' | 'seeded'): Promise<Database> {
  const waiting = idle[kind] && (await idle[kind]).take()
  if (waiting) return leaseDatabase(waiting, await idle[kind]!)
  const pglite =
    kind === 'seeded' && !seeded
      ? await seedFirst(dumpFile)
      : await createPglite({ loadDataDir: kind === 'seeded' ? await seeded! : await migratedDump(dumpFile) })
  // every database of a kind is loaded from the same dump: the first one's baseline is theirs
  idle[kind] ??= readBaseline(pglite).then((baseline) => new IdleDatabases(baseline))
  idle[kind].catch(() => (idle[kind] = undefined))
  return leaseDatabase(pglite, await idle[kind])
}

function migratedDump(dumpFile: string) {
  migrated ??= fs.readFile(dumpFile).then((bytes) => new Blob([bytes]))
  return migrated
}

/** The worker's first seeded database: seeded here, dumped for the next ones, and handed over as it is. */
function seedFirst(dumpFile: string): Promise<PGlite> {
  const ready = (async () => {
    const pglite = await createPglite({ loadDataDir: await migratedDump(dumpFile) })
    try {
      await seedDemoData((await openDatabase({ pglite })).db)
      return { pglite, dump: await pglite.dumpDataDir('none') }
    } catch (err) {
      await pglite.close()
      throw err
    }
  })()
  seeded = ready.then((first) => first.dump)
  seeded.catch(() => (seeded = undefined))
  return ready.then((first) => first.pglite)
}

function seededTemplate(url: string) {
  seededName ??= (async () => {
    const name = `${seededTemplatePrefix(databaseOf(url))}${randomBytes(4).toString('hex')}`
    await adminQuery(url, `create database "${name}" template "${databaseOf(url)}"`)
    const database = await openDatabase({ databaseUrl: withDatabase(url, name) })
    try {
      await seedDemoData(database.db)
    } finally {
      await database.close()
    }
    return name
  })()
  seededName.catch(() => (seededName = undefined))
  return seededName
}

async function copyOf(url: string, templateName: string): Promise<Database> {
  const name = `cs_test_${randomBytes(6).toString('hex')}`
  await adminQuery(url, `create database "${name}" template "${templateName}"`)
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) })
  return {
    ...database,
    async close() {
      await database.close()
      await adminQuery(url, `drop database if exists "${name}" with (force)`)
    },
  }
}

/** One statement on the server's `postgres` database (CREATE / DROP DATABASE cannot run in the target). */
export async function adminQuery(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') })
  await admin.connect()
  try {
    return await admin.query<{ datname: string }>(statement)
  } finally {
    await admin.end()
  }
}

export function databaseOf(url: string) {
  return decodeURIComponent(new URL(url).pathname.slice(1))
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}
