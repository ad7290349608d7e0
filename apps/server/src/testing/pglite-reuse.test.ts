import fs from 'node:fs/promises'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { createPglite, type Database } from '../db/client.ts'
import { directoryVersion, sessions, users } from '../db/schema/index.ts'
import { bare, bareList } from '../db/sql-names.ts'
import { IdleDatabases, leaseDatabase } from './pglite-lease.ts'
import { readBaseline, type Baseline } from './pglite-reuse.ts'

/** What a test sees of a database: every table's rows, every sequence, and the session's settings. */
async function contents(pglite: PGlite) {
  const { rows: tables } = await pglite.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname in ('public', 'drizzle') order by 1`,
  )
  const rows: Record<string, unknown[]> = {}
  for (const { name } of tables) rows[name] = (await pglite.query(`select * from ${name} order by 1`)).rows
  const { rows: sequenceNames } = await pglite.query<{ name: string }>(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences order by 1`,
  )
  const sequences: Record<string, unknown[]> = {}
  for (const { name } of sequenceNames)
    sequences[name] = (await pglite.query(`select last_value, is_called from ${name}`)).rows
  const { rows: settings } = await pglite.query(
    `select name, setting from pg_settings where source <> 'default' order by name`,
  )
  return { rows, sequences, settings }
}

describe.skipIf(inject('testDatabase').kind !== 'pglite')('a test database handed to the next file', () => {
  let dump: Blob
  let baseline: Baseline
  let fresh: Awaited<ReturnType<typeof contents>>
  const opened: PGlite[] = []

  beforeAll(async () => {
    const target = inject('testDatabase')
    if (target.kind !== 'pglite') return
    dump = new Blob([await fs.readFile(target.dumpFile)])
    const first = await load()
    baseline = await readBaseline(first)
    fresh = await contents(first)
  })
  afterEach(async () => {
    for (const pglite of opened.splice(0)) if (!pglite.closed) await pglite.close()
  })

  async function load() {
    const pglite = await createPglite({ loadDataDir: dump })
    opened.push(pglite)
    return pglite
  }

  /** A file's use of a freshly loaded database, and the pool it goes back to. */
  async function firstFile(): Promise<{ pglite: PGlite; idle: IdleDatabases; database: Database }> {
    const pglite = await load()
    const idle = new IdleDatabases(baseline)
    return { pglite, idle, database: await leaseDatabase(pglite, idle) }
  }

  it('comes back as it was loaded: rows, sequences, settings, listeners and locks of the last file gone', async () => {
    const { pglite, idle, database } = await firstFile()
    const { db } = database
    await db.execute(sql`insert into ${users} (${bare(users.email)})
      select 'u' || g || '@example.test' from generate_series(1, 40) g`)
    const s = sessions
    await db.execute(sql`
      insert into ${s} (${bareList(s.userId, s.familyId, s.tokenHash, s.expiresAt)})
      select ${users.id}, gen_random_uuid(), md5(${users.email}), now() + interval '1 day' from ${users}`)
    await db.execute(
      sql`update ${directoryVersion} set ${bare(directoryVersion.version)} = ${directoryVersion.version} + 7`,
    )
    await db.execute(sql`select nextval('drizzle.__drizzle_migrations_id_seq')`)
    await db.execute(sql`set statement_timeout = '1234'`)
    await db.execute(sql`create temporary table scratch (x int)`)
    await db.execute(sql`select pg_advisory_lock(42)`)
    const heard: string[] = []
    const client = (db as unknown as { $client: PGlite }).$client
    await client.listen('directory_changed', (payload) => heard.push(payload))

    await database.close()
    const next = idle.take()
    expect(next).toBe(pglite)
    expect(await contents(pglite)).toEqual(fresh)
    // the migrations' own rows and the sequence's value are the baseline's, not merely emptied
    expect(fresh.rows['public.directory_version']).toHaveLength(1)
    expect(fresh.rows['drizzle.__drizzle_migrations']!.length).toBeGreaterThan(0)
    const { rows: wal } = await pglite.query<{ wal_init_zero: string }>('show wal_init_zero')
    expect(wal[0]!.wal_init_zero).toBe('off')
    const { rows: temp } = await pglite.query(`select from pg_class where relname = 'scratch'`)
    expect(temp).toEqual([])
    const { rows: locks } = await pglite.query(`select from pg_locks where locktype = 'advisory'`)
    expect(locks).toEqual([])

    // the next file's handle works, and the last file's listener hears nothing of it
    const second = await leaseDatabase(next!, idle)
    await second.db.execute(sql`notify directory_changed, 'second file'`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(heard).toEqual([])
    await second.close()
  })

  it('answers as a closed database once the file closed it, however late a query comes', async () => {
    const { database } = await firstFile()
    const client = (database.db as unknown as { $client: PGlite }).$client
    await database.close()
    expect(client.closed).toBe(true)
    // drizzle reports the driver's error as the cause of its own
    await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: 'PGlite is closed' },
    })
    await database.close() // a second close is harmless
  })

  it.each([
    [
      'a trigger of its own',
      `create function noop() returns trigger language plpgsql as 'begin return new; end';
       create trigger noop before insert on users for each row execute function noop()`,
    ],
    ['a new column', 'alter table users add column nickname text'],
    ['planner statistics of its rows', `insert into users (email) values ('a@example.test'); analyze users`],
    ['a transaction left open', `begin; insert into users (email) values ('b@example.test')`],
    ['a role', 'create role visitor'],
  ])('is closed, not handed on, when the file left %s', async (_, statements) => {
    const { pglite, idle, database } = await firstFile()
    await (database.db as unknown as { $client: PGlite }).$client.exec(statements)
    await database.close()
    expect(idle.take()).toBeUndefined()
    expect(pglite.closed).toBe(true)
  })
})
