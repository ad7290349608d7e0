import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { migrationsFolder } from './migrations-folder.ts'
import { copyPreparedCluster, prepareCluster } from './prepared-cluster.ts'

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-prepared-'))
afterAll(() => fs.rm(root, { recursive: true, force: true }))
const cacheRoot = path.join(root, 'cache')
const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[]
}

async function appliedMigrations(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    const count = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      ).rows[0]!.n
    const before = await count()
    await migrateDatabase(database)
    return { before, after: await count() }
  } finally {
    await database.close()
  }
}

describe('the cluster prepared at install', () => {
  // initdb and every migration are seconds of CPU, which a loaded machine stretches far past the usual limit
  it(
    'gives an empty data folder a cluster with every migration applied, made once',
    { timeout: 180_000 },
    async () => {
      const made = await prepareCluster({ cacheRoot })
      const stamp = (await fs.stat(path.join(made, 'PG_VERSION'))).mtimeMs
      expect(await prepareCluster({ cacheRoot })).toBe(made)
      expect((await fs.stat(path.join(made, 'PG_VERSION'))).mtimeMs).toBe(stamp)

      const dataDir = path.join(root, 'data')
      await fs.mkdir(dataDir)
      expect(await copyPreparedCluster(dataDir, { cacheRoot })).toBe(true)
      // the start's own migration run finds nothing left to do
      expect(await appliedMigrations(dataDir)).toEqual({
        before: journal.entries.length,
        after: journal.entries.length,
      })
      expect(await fs.readdir(root)).not.toContain('data.copying')
    },
  )

  it('is not used once a migration changed, nor when none was prepared', async () => {
    const changed = path.join(root, 'migrations-changed')
    await fs.cp(migrationsFolder, changed, { recursive: true })
    const first = (await fs.readdir(changed)).find((name) => name.endsWith('.sql'))!
    await fs.appendFile(path.join(changed, first), '\n-- changed\n')

    const dataDir = path.join(root, 'data-2')
    await fs.mkdir(dataDir)
    expect(await copyPreparedCluster(dataDir, { cacheRoot, migrationsFolder: changed })).toBe(false)
    expect(await copyPreparedCluster(dataDir, { cacheRoot: path.join(root, 'none') })).toBe(false)
    expect(await fs.readdir(dataDir)).toEqual([])
  })
})
