import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { createPglite, openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { copyPreparedCluster } from '../db/prepared-cluster.ts'
import { adminQuery, databaseOf, seededTemplatePrefix } from './test-database.ts'

/**
 * Migrates once per run. On PGlite the migrated data directory is dumped to a file that every test file
 * loads (a fresh database each, in ~1 s). With TEST_DATABASE_URL the migrated database becomes the
 * template each test file copies with CREATE DATABASE … TEMPLATE. Each worker seeds its own copy of it the
 * first time a file asks for demo data (test-database.ts).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const database = await openDatabase({ databaseUrl: url })
    await migrateDatabase(database)
    await database.close()
    project.provide('testDatabase', { kind: 'postgres', url })
    return async () => {
      // the workers' seeded templates (test-database.ts); `_` is a wildcard in LIKE, so compare the prefix
      const prefix = seededTemplatePrefix(databaseOf(url))
      const { rows } = await adminQuery(url, 'select datname from pg_database')
      for (const { datname } of rows.filter((row) => row.datname.startsWith(prefix)))
        await adminQuery(url, `drop database if exists "${datname}" with (force)`)
    }
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-test-'))
  // from the cluster prepared at install when it matches (initdb and the migrations done), else made here
  const clusterDir = path.join(dir, 'cluster')
  await fs.mkdir(clusterDir)
  const prepared = await copyPreparedCluster(clusterDir)
  const pglite = await createPglite(prepared ? { dataDir: clusterDir } : {})
  const database = await openDatabase({ pglite })
  await migrateDatabase(database)
  await dropTemplateDatabases(pglite)
  const dump = await pglite.dumpDataDir('none')
  await database.close()
  await fs.rm(clusterDir, { recursive: true, force: true })
  const file = path.join(dir, 'migrated.tar')
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('testDatabase', { kind: 'pglite', dumpFile: file })
  return async () => {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

/**
 * Every test database is loaded from this dump, and loading costs by the file: two thirds of a fresh
 * cluster's files are template0 and template1, which PGlite never uses (it is one session in one database,
 * so it cannot create another). Without them a load takes about 0.28 CPU s instead of 0.48.
 */
async function dropTemplateDatabases(pglite: PGlite) {
  // a template cannot be dropped, and template0 refuses connections; each DROP runs outside a transaction
  await pglite.exec(`alter database template1 is_template false`)
  await pglite.exec(`drop database template1`)
  await pglite.exec(
    `update pg_database set datistemplate = false, datallowconn = true where datname = 'template0'`,
  )
  await pglite.exec(`drop database template0`)
  await pglite.exec('checkpoint')
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string }
  }
}
