import { createHash, randomBytes } from 'node:crypto'
import { constants as fsConstants, existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { migrationsFolder as defaultMigrationsFolder } from './migrations-folder.ts'

// An empty embedded database starts from a copy of a cluster prepared at install time (PostgreSQL's initdb
// inside PGlite, then every migration), instead of making one: initdb and the migrations are the same work on
// every machine and were most of a first start. The copy is keyed by the PGlite release and the migrations'
// text, so a cluster made by another release, or before a migration was added or changed, is never used: the
// start then makes its own as before.

const serverRoot = path.resolve(import.meta.dirname, '../..')
/** node_modules/.cache: the folder installed tools keep their caches in, gone with node_modules. */
export const defaultCacheRoot = path.resolve(serverRoot, '../../node_modules/.cache/coldstart')

export interface PreparedClusterOptions {
  cacheRoot?: string
  migrationsFolder?: string
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url)
  const entry = require.resolve('@electric-sql/pglite')
  // the package's own package.json, found above its entry file
  let dir = path.dirname(entry)
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir)
  return (require(path.join(dir, 'package.json')) as { version: string }).version
}

/** What a prepared cluster must match: the PGlite release, and the migrations' journal and SQL. */
export async function preparedClusterKey(migrationsFolder = defaultMigrationsFolder): Promise<string> {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`)
  // what the migrator reads: the journal and the statements (the snapshots only serve drizzle-kit)
  const sql = (await fs.readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort()
  for (const name of [...sql, 'meta/_journal.json']) {
    hash.update(`${name}\n`).update(await fs.readFile(path.join(migrationsFolder, name)))
  }
  return hash.digest('hex').slice(0, 16)
}

const clusterDir = (cacheRoot: string, key: string) => path.join(cacheRoot, `embedded-cluster-${key}`)

/**
 * Makes the prepared cluster unless one matching this release and these migrations exists; older ones are
 * removed. Made in a folder of its own and renamed into place, so a copy never sees a half-made cluster.
 */
export async function prepareCluster(options: PreparedClusterOptions = {}): Promise<string> {
  const cacheRoot = options.cacheRoot ?? defaultCacheRoot
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder
  const target = clusterDir(cacheRoot, await preparedClusterKey(migrationsFolder))
  if (existsSync(path.join(target, 'PG_VERSION'))) return target
  await fs.mkdir(cacheRoot, { recursive: true })
  const making = path.join(cacheRoot, `.making-${randomBytes(6).toString('hex')}`)
  try {
    const [{ createPglite, openDatabase }, { migrateDatabase }] = await Promise.all([
      import('./client.ts'),
      import('./migrate.ts'),
    ])
    const database = await openDatabase({ pglite: await createPglite({ dataDir: making }) })
    try {
      await migrateDatabase(database, migrationsFolder)
    } finally {
      await database.close()
    }
    for (const old of await fs.readdir(cacheRoot)) {
      if (old.startsWith('embedded-cluster-'))
        await fs.rm(path.join(cacheRoot, old), { recursive: true, force: true })
    }
    await fs.rename(making, target)
    return target
  } finally {
    await fs.rm(making, { recursive: true, force: true })
  }
}

/**
 * Copies the prepared cluster into an empty data folder when one matching this release and these migrations
 * exists. False when there is none: the caller makes the cluster itself.
 */
export async function copyPreparedCluster(
  dataDir: string,
  options: PreparedClusterOptions = {},
): Promise<boolean> {
  const source = clusterDir(
    options.cacheRoot ?? defaultCacheRoot,
    await preparedClusterKey(options.migrationsFolder ?? defaultMigrationsFolder),
  )
  if (!existsSync(path.join(source, 'PG_VERSION'))) return false
  // into a sibling first: a start killed mid-copy leaves no half cluster where the next start would open it
  const partial = `${dataDir}.copying`
  await fs.rm(partial, { recursive: true, force: true })
  // a reflink where the file system has them (copy-on-write: no bytes copied), else a plain copy
  await fs.cp(source, partial, { recursive: true, mode: fsConstants.COPYFILE_FICLONE })
  // PG_VERSION last: its presence is what tells a filled folder (data-dir-claim.ts)
  const entries = (await fs.readdir(partial)).sort(
    (a, b) => Number(a === 'PG_VERSION') - Number(b === 'PG_VERSION'),
  )
  for (const entry of entries) await fs.rename(path.join(partial, entry), path.join(dataDir, entry))
  await fs.rm(partial, { recursive: true, force: true })
  return true
}
