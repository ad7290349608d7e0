import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { bareList } from './sql-names.ts'

type Row<T extends PgTable> = Partial<Record<keyof T['_']['columns'], unknown>>

/**
 * An INSERT whose rows travel as one JSON parameter (hundreds of bound parameters a statement cost drizzle
 * and PGlite more than the write itself). Each row is keyed by the schema's keys (`startupId`), all rows
 * alike; json_to_recordset reads each key as its column's type. Values are JSON's: a Date as its ISO text.
 */
export function insertJsonRows<T extends PgTable>(table: T, rows: readonly Row<T>[]): SQL {
  const [first] = rows
  if (!first) throw new Error('insertJsonRows: no rows')
  const columnsOf = getTableColumns(table) as Record<string, AnyPgColumn>
  const keys = Object.keys(first)
  const columns = keys.map((key) => columnsOf[key]!)
  const fields = keys.map((key) => sql`r.${sql.identifier(key)}`)
  const types = keys.map((key, i) => sql`${sql.identifier(key)} ${sql.raw(columns[i]!.getSQLType())}`)
  return sql`
    insert into ${table} (${bareList(...columns)})
    select ${sql.join(fields, sql`, `)}
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.join(types, sql`, `)})`
}
