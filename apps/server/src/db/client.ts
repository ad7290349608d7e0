import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { PGliteInterface } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { takeDataDirClaim } from './data-dir-claim.ts'
import { drizzleClient } from './pglite-drizzle-client.ts'
import { singleSessionPing } from './single-session-ping.ts'
import * as schema from './schema/index.ts'

// What both drivers' raw results share (node-postgres QueryResult, PGlite Results): `db.execute<Row>()` gives
// typed `rows` instead of `unknown`.
export interface QueryRows<TRow> {
  rows: TRow[]
}
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>
}

// The common base of both drivers' database types, so repositories never care which one runs.
export type Db = PgDatabase<QueryResultHKT, typeof schema>

/** Where the database reports trouble outside any request (a dropped pooled connection). */
export interface DatabaseLog {
  warn(message: string): void
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** the console until the server's logger takes over (serve.ts), for commands that have no logger */
  log: DatabaseLog
  ping(): Promise<void>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  databaseUrl?: string
  dataDir?: string
  // an already open PGlite (e.g. a clone of a migrated template in tests); closed by close()
  pglite?: PGliteInterface
}

// PostgreSQL's default 128 MB of shared buffers sits in PGlite's WebAssembly memory, which PostgreSQL touches
// in full at start: resident from the first second whatever the database's size. Pages beyond the buffers are
// read from the data folder through the operating system's file cache, which the kernel shares and gives back.
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB']

// Every PGlite must load pg_trgm: the migrations create the extension and the name index uses it.
export async function createPglite(
  opts: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<PGlite> {
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true })
  const pglite = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  })
  // PGlite runs PostgreSQL on this thread, so zero-filling each new 16 MB WAL segment would hold the event loop
  // for the statement that needs it (docs/decisions/061). Without the fill a segment is made by writing its
  // last byte. PGlite is a single session, so SET lasts as long as it.
  await pglite.exec('set wal_init_zero = off')
  return pglite
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl)
  // a folder on disk is this process's alone while it is open (PGlite does not refuse a second process)
  const release = !opts.pglite && opts.dataDir ? await takeDataDirClaim(opts.dataDir) : () => {}
  let client: PGliteInterface
  try {
    client = opts.pglite ?? (await createPglite({ dataDir: opts.dataDir }))
  } catch (err) {
    release()
    throw err
  }
  // clone() is typed as PGliteInterface; drizzle only uses the query/transaction surface both share
  const db = drizzlePglite({ client: drizzleClient(client) as PGlite, schema }) as Db
  return {
    db,
    kind: 'pglite',
    log: console,
    ping: singleSessionPing(() => client.query('select 1')),
    close: async () => {
      await client.close()
      release()
    },
  }
}

// node-postgres and its drizzle driver load only for a PostgreSQL server: the embedded default never needs them
async function openPostgres(connectionString: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ])
  const pool = new pg.Pool({ connectionString, max: 10 })
  const db = drizzleNodePg({ client: pool, schema }) as Db
  const database: Database = {
    db,
    kind: 'postgres',
    log: console,
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => pool.end(),
  }
  // An idle connection the server drops (restart, failover, admin kill) must not crash the process: the pool
  // discards it and the next query opens a new one; /api/health reports the database state meanwhile.
  pool.on('error', (err) => {
    database.log.warn(`PostgreSQL connection lost: ${err.message}`)
  })
  return database
}
