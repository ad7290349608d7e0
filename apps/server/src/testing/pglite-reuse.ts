import { createHash } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'

/**
 * A test file's PGlite handed to the worker's next file instead of closed: loading a database from the run's
 * dump costs several times what emptying one does. A database is handed on only when it can be put back
 * exactly as it was loaded (its baseline): the same schema, the same rows in every table, the same sequence
 * values, no planner statistics of the last file's data, and nothing of its session left (settings,
 * listeners, locks, temporary tables, prepared statements). Anything else, and it is closed as before.
 */

/** What a database held as it was loaded: compared and restored when a file hands it back. */
export interface Baseline {
  /** the schema, roles, extensions and planner statistics, hashed (schemaFingerprint) */
  fingerprint: string
  /** every table of the application's schemas, quoted */
  tables: string[]
  /** the tables that held rows, with those rows (as JSON) and the columns to restore them through */
  rows: { table: string; columns: string; json: string }[]
  /** every sequence's value: restored after the tables are emptied */
  sequences: { name: string; lastValue: string; isCalled: boolean }[]
  /** the planner's size figures of every relation (pg_class), which emptying a table resets */
  sizes: string
}

/** Every schema but PostgreSQL's own (the application's, drizzle's journal, any a test makes), by `column`. */
const appSchema = (column: string) => `${column} not in ('pg_catalog', 'information_schema', 'pg_toast')
  and ${column} not like 'pg\\_temp\\_%' and ${column} not like 'pg\\_toast\\_temp\\_%'`

const quote = (schema: string, name: string) =>
  `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`

/**
 * The schema as a hash: relations and their columns, constraints, indexes, triggers, functions, types,
 * schemas, extensions, roles, per-database settings, and the planner statistics. A file that altered any of
 * it (a test's own trigger, an ANALYZE of its rows) leaves a database that is not reused.
 */
export async function schemaFingerprint(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ line: string }>(`
    with app as (select oid, nspname from pg_namespace where ${appSchema('nspname')})
    select line from (
      select format('schema %s', nspname) as line from app
      union all
      select format('rel %s.%s %s %s', app.nspname, c.relname, c.relkind, c.relpersistence)
        from pg_class c join app on app.oid = c.relnamespace
      union all
      select format('col %s.%s %s %s %s %s %s %s', app.nspname, c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
          a.attnotnull, a.attgenerated, a.attidentity, pg_get_expr(d.adbin, d.adrelid))
        from pg_attribute a join pg_class c on c.oid = a.attrelid join app on app.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attnum > 0 and not a.attisdropped
      union all
      select format('con %s %s %s', co.conrelid::regclass, co.conname, pg_get_constraintdef(co.oid))
        from pg_constraint co join app on app.oid = co.connamespace
      union all
      select format('index %s', pg_get_indexdef(i.indexrelid))
        from pg_index i join pg_class c on c.oid = i.indexrelid join app on app.oid = c.relnamespace
      union all
      select format('trigger %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled)
        from pg_trigger t where not t.tgisinternal
      union all
      select format('function %s %s', p.oid::regprocedure, md5(coalesce(p.prosrc, '')))
        from pg_proc p join app on app.oid = p.pronamespace
      union all
      select format('type %s %s', ty.oid::regtype, ty.typtype)
        from pg_type ty join app on app.oid = ty.typnamespace
      union all
      select format('extension %s %s', extname, extversion) from pg_extension
      union all
      select format('role %s %s', rolname, rolsuper) from pg_roles
      union all
      select format('setting %s %s %s', setdatabase, setrole, setconfig) from pg_db_role_setting
      union all
      select format('statistics %s %s %s', s.starelid::regclass, s.staattnum, md5(s::text))
        from pg_statistic s join pg_class c on c.oid = s.starelid join app on app.oid = c.relnamespace
    ) lines`)
  const hash = createHash('sha256')
  for (const line of rows.map((row) => row.line).sort()) hash.update(`${line}\n`)
  return hash.digest('hex')
}

/** Reads what a freshly loaded database holds. */
export async function readBaseline(pglite: PGlite): Promise<Baseline> {
  const fingerprint = await schemaFingerprint(pglite)
  const { rows: tableRows } = await pglite.query<{ schema: string; name: string; columns: string }>(`
    select n.nspname as schema, c.relname as name,
      string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relkind in ('r', 'p') and ${appSchema('n.nspname')}
    group by n.nspname, c.relname order by 1, 2`)
  const tables = tableRows.map((t) => quote(t.schema, t.name))
  const rows: Baseline['rows'] = []
  for (const [i, table] of tables.entries()) {
    const { rows: held } = await pglite.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    )
    if (held[0]?.json) rows.push({ table, columns: tableRows[i]!.columns, json: held[0].json })
  }
  const { rows: seqRows } = await pglite.query<{ schema: string; name: string }>(
    `select schemaname as schema, sequencename as name from pg_sequences
     where ${appSchema('schemaname')} order by 1, 2`,
  )
  const sequences: Baseline['sequences'] = []
  for (const seq of seqRows) {
    const name = quote(seq.schema, seq.name)
    const { rows: value } = await pglite.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name}`,
    )
    sequences.push({ name, lastValue: value[0]!.last_value, isCalled: value[0]!.is_called })
  }
  const { rows: sizes } = await pglite.query<{ json: string }>(`
    select coalesce(json_agg(json_build_object('oid', c.oid, 'relpages', c.relpages,
      'reltuples', c.reltuples, 'relallvisible', c.relallvisible)), '[]')::text as json
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${appSchema('n.nspname')}`)
  return { fingerprint, tables, rows, sequences, sizes: sizes[0]!.json }
}

/**
 * Puts a database a file has finished with back to its baseline; false when it cannot be (it is then
 * closed by the caller). Run only once the file's app is closed: nothing else may use the session meanwhile.
 */
export async function restoreBaseline(pglite: PGlite, baseline: Baseline): Promise<boolean> {
  try {
    // ends what the session held (settings, LISTENs, advisory locks, temporary tables, prepared
    // statements, cached sequence values); refused inside an open transaction, which is never handed on
    await pglite.exec('discard all')
    await pglite.exec('set wal_init_zero = off')
    const filled = await tablesWithRows(pglite, baseline.tables)
    const restored = new Set(baseline.rows.map((r) => r.table))
    const toEmpty = [...new Set([...filled, ...restored])]
    await pglite.transaction(async (tx) => {
      if (toEmpty.length) await tx.exec(`truncate ${toEmpty.join(', ')} restart identity cascade`)
      // the rows go back as they were: no trigger recomputes what they already hold
      await tx.exec('set local session_replication_role = replica')
      for (const { table, columns, json } of baseline.rows)
        await tx.query(
          `insert into ${table} (${columns}) overriding system value
           select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
          [json],
        )
      for (const seq of baseline.sequences)
        await tx.query(`select setval($1::regclass, $2::bigint, $3)`, [seq.name, seq.lastValue, seq.isCalled])
      // the planner reads these with the statistics: as they were for the rows now back
      await tx.query(
        `update pg_class c set relpages = b.relpages, reltuples = b.reltuples, relallvisible = b.relallvisible
         from json_to_recordset($1::json) as b(oid oid, relpages int, reltuples real, relallvisible int)
         where c.oid = b.oid`,
        [baseline.sizes],
      )
    })
    await checkpointWhenWalGrows(pglite)
    return (await schemaFingerprint(pglite)) === baseline.fingerprint
  } catch {
    return false
  }
}

/** The tables that hold at least one row, found in one statement. */
async function tablesWithRows(pglite: PGlite, tables: string[]): Promise<string[]> {
  if (!tables.length) return []
  const probes = tables.map((table, i) => `select ${i} as i where exists (select from ${table})`)
  const { rows } = await pglite.query<{ i: number }>(probes.join(' union all '))
  return rows.map((row) => tables[row.i]!)
}

// PGlite keeps pg_wal in memory: a database handed from file to file would otherwise hold every WAL segment
// its files wrote until PostgreSQL's own checkpoint after 1 GB
const WAL_CHECKPOINT_BYTES = 64 * 1024 * 1024

async function checkpointWhenWalGrows(pglite: PGlite) {
  const { rows } = await pglite.query<{ bytes: string | null }>(
    `select sum(size)::text as bytes from pg_ls_waldir()`,
  )
  if (Number(rows[0]?.bytes ?? 0) > WAL_CHECKPOINT_BYTES) await pglite.exec('checkpoint')
}
