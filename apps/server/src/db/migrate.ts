import path from 'node:path'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { Database } from './client.ts'
import type * as schema from './schema/index.ts'

// Resolved from this file, not the working directory, so the CLI, the server and tests all find it.
export const migrationsFolder = path.join(import.meta.dirname, 'migrations')

export async function migrateDatabase(database: Database): Promise<void> {
  // Db is the drivers' common base type; each migrator wants its own driver's type back.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<typeof schema>, { migrationsFolder })
  } else {
    await migrateNodePg(database.db as NodePgDatabase<typeof schema>, { migrationsFolder })
  }
}
