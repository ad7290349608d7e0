import fs from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { createPglite, openDatabase, type Database } from '../db/client.ts'

/**
 * A fresh, migrated database for one test file: PGlite loaded from the run's dump, or a PostgreSQL
 * database copied from the migrated template. `close()` frees it (and drops the PostgreSQL copy).
 */
export async function createTestDatabase(): Promise<Database> {
  const target = inject('testDatabase')
  if (target.kind === 'pglite') {
    const dump = await fs.readFile(target.dumpFile)
    const pglite = await createPglite({ loadDataDir: new Blob([dump]) })
    return openDatabase({ pglite })
  }
  const template = new URL(target.url)
  const templateName = decodeURIComponent(template.pathname.slice(1))
  const name = `cs_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: withDatabase(target.url, 'postgres') })
  await admin.connect()
  try {
    await admin.query(`create database "${name}" template "${templateName}"`)
  } finally {
    await admin.end()
  }
  const database = await openDatabase({ databaseUrl: withDatabase(target.url, name) })
  return {
    ...database,
    async close() {
      await database.close()
      const dropper = new pg.Client({ connectionString: withDatabase(target.url, 'postgres') })
      await dropper.connect()
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`)
      } finally {
        await dropper.end()
      }
    },
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}
