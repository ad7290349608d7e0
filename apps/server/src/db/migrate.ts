import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type pg from 'pg'
import type { Database } from './client.ts'
import { migrationsFolder } from './migrations-folder.ts'
import type * as schema from './schema/index.ts'

export { migrationsFolder }

export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  // Db is the drivers' common base type; each migrator wants its own driver's type back.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<typeof schema>, { migrationsFolder: folder })
  } else {
    // node-postgres's migrator (and node-postgres itself) only for a PostgreSQL server
    const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator')
    await oneAtATime(database, () =>
      migrateNodePg(database.db as NodePgDatabase<typeof schema>, { migrationsFolder: folder }),
    )
  }
}

// Instances started together on one PostgreSQL take turns (a session lock on one pooled connection): the first
// migrates, the others then find nothing to do. Without it the second fails on "extension already exists".
const MIGRATION_LOCK_ID = 0x6d696772 // 'migr'

async function oneAtATime(database: Database, run: () => Promise<void>) {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await run()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    client.release()
  }
}
