import fs from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { createPglite, openDatabase, type Database } from '../db/client.ts'
import { seedDemoData } from '../db/seed/seed.ts'

/** How each worker's seeded copy of the template is named; global-setup.ts drops them at the end of a run. */
export const seededTemplatePrefix = (templateName: string) => `${templateName}_seeded_`

/**
 * A fresh, migrated database for one test file: PGlite loaded from the run's dump, or a PostgreSQL
 * database copied from the migrated template. With `seeded`, it already holds the demo data (as
 * seedDemoData leaves it): seeded once per worker, then copied like the migrated one. `close()` frees it
 * (and drops the PostgreSQL copy).
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<Database> {
  const target = inject('testDatabase')
  if (target.kind === 'pglite') {
    if (options.seeded && !seeded) return seedFirst(target.dumpFile)
    const dump = options.seeded ? await seeded! : await migratedDump(target.dumpFile)
    const pglite = await createPglite({ loadDataDir: dump })
    return openDatabase({ pglite })
  }
  const templateName = options.seeded ? await seededTemplate(target.url) : databaseOf(target.url)
  return copyOf(target.url, templateName)
}

// Test files of one worker share its module cache (isolate: false), so these last for the worker's run.
let migrated: Promise<Blob> | undefined
let seeded: Promise<Blob> | undefined
let seededName: Promise<string> | undefined

function migratedDump(dumpFile: string) {
  migrated ??= fs.readFile(dumpFile).then((bytes) => new Blob([bytes]))
  return migrated
}

/** The worker's first seeded database: seeded here, dumped for the next ones, and handed over as it is. */
function seedFirst(dumpFile: string): Promise<Database> {
  const ready = (async () => {
    const pglite = await createPglite({ loadDataDir: await migratedDump(dumpFile) })
    const database = await openDatabase({ pglite })
    try {
      await seedDemoData(database.db)
      return { database, dump: await pglite.dumpDataDir('none') }
    } catch (err) {
      await database.close()
      throw err
    }
  })()
  seeded = ready.then((first) => first.dump)
  seeded.catch(() => (seeded = undefined))
  return ready.then((first) => first.database)
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
