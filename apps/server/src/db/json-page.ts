import { Column, is, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from './client.ts'
import { readJson } from './json.ts'
import { preparedOnce } from './prepared-once.ts'

type Field = Column | SQL
type Decoder = { mapFromDriverValue(value: unknown): unknown }

// Column kinds whose JSON form is what the driver hands back for them: text, uuid, boolean, integer, and arrays
// of those. A timestamp, a numeric or a bigint reads differently from JSON (another text format, a number
// instead of a string), so a select holding one is refused rather than read subtly wrong.
const SAME_AS_DRIVER = new Set(['PgText', 'PgUUID', 'PgBoolean', 'PgInteger'])

const readsAsDriver = (column: Column): boolean =>
  column.columnType === 'PgArray'
    ? readsAsDriver((column as unknown as { baseColumn: Column }).baseColumn)
    : SAME_AS_DRIVER.has(column.columnType)

function decoderOf(key: string, field: Field): Decoder | null {
  if (is(field, Column)) {
    if (!readsAsDriver(field)) throw new Error(`jsonPage: ${key} is a ${field.columnType}`)
    return field
  }
  // an SQL expression's own decoder (mapWith; drizzle's default hands the value back)
  return (field as unknown as { decoder?: Decoder }).decoder ?? null
}

/**
 * A select's rows, read as one json value: `fields` are the select's own, in its order. The drivers decode a
 * result value by value (PGlite: about 2 µs each, so a 21-card page spent half a millisecond there), while one
 * json cell is a single JSON.parse. The select's columns are renamed by position (`as page(c0, c1, …)`), so
 * unnamed and repeated columns are fine, and the rows keep the select's order: an aggregate over a sorted
 * subquery takes its rows in that order.
 */
export async function jsonPage<TRow>(
  db: Db,
  query: SQLWrapper & PromiseLike<TRow[]>,
  fields: Record<string, Field>,
): Promise<TRow[]> {
  const statement = jsonPageStatement<TRow, null>(db, query, fields, sql<null>`null`)
  return statement.read(await statement.select).rows
}

/**
 * A jsonPage statement built and prepared once per database (db/prepared-once.ts), with `extra` (a json
 * expression) from the same statement: on PGlite, which answers one statement at a time, a second statement
 * costs a few tenths of a millisecond on its own. `build` makes the query with placeholders where its values
 * go, and each run gives them.
 */
export function preparedJsonPage<TRow, TExtra>(
  db: Db,
  name: string,
  build: () => { query: SQLWrapper & PromiseLike<TRow[]>; fields: Record<string, Field>; extra: SQL<TExtra> },
) {
  const { select, read } = preparedOnce(db, name, (statementName) => {
    const { query, fields, extra } = build()
    const statement = jsonPageStatement<TRow, TExtra>(db, query, fields, extra)
    return { select: statement.select.prepare(statementName), read: statement.read }
  })
  return async (values: Record<string, unknown>) => read(await select.execute(values))
}

function jsonPageStatement<TRow, TExtra>(
  db: Db,
  query: SQLWrapper,
  fields: Record<string, Field>,
  extra: SQL<TExtra>,
) {
  const entries = Object.entries(fields).map(([key, field]) => ({ key, decoder: decoderOf(key, field) }))
  const names = sql.raw(entries.map((_, i) => `c${i}`).join(', '))
  // an aggregate over the page, and the extra value beside it (uncorrelated, so computed once)
  const select = db
    .select({ page: sql<unknown>`coalesce(json_agg(json_build_array(${names})), '[]')`, extra })
    .from(sql`${query} as page(${names})`)
  const read = (rows: { page: unknown; extra: unknown }[]) => ({
    rows: readJson<unknown[][]>(rows[0]?.page).map((values) => {
      const row: Record<string, unknown> = {}
      entries.forEach(({ key, decoder }, i) => {
        const value = values[i] ?? null
        row[key] = value === null || !decoder ? value : decoder.mapFromDriverValue(value)
      })
      return row as TRow
    }),
    extra: (rows[0]?.extra == null ? null : readJson(rows[0].extra)) as TExtra,
  })
  return { select, read }
}
