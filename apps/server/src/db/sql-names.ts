import { getTableName, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'

// Raw SQL names tables and columns only through the schema's objects, so renaming one is a type error or
// follows along. Drizzle writes `${table.column}` qualified ("table"."column"); these cover the places where
// SQL wants the bare name or where drizzle would drop the qualifier.

/** The column's bare name: an INSERT's column list, an UPDATE's SET target, an ON CONFLICT target. */
export const bare = (column: AnyPgColumn): SQL => sql`${sql.identifier(column.name)}`

/** Bare names, comma separated: `insert into ${t} (${bareList(t.a, t.b)})`. */
export const bareList = (...columns: AnyPgColumn[]): SQL =>
  sql.join(
    columns.map((c) => bare(c)),
    sql`, `,
  )

/**
 * A subquery or condition, parenthesised, whose columns stay qualified wherever it goes. In a single-table
 * select list (or an UPDATE's RETURNING) drizzle writes a fragment's own top-level columns bare, and inside a
 * subquery a bare name of the outer row would be read as the subquery's own column; a nested fragment's
 * columns keep their table.
 */
export const qualified = (fragment: SQL): SQL => sql`(${fragment})`

/**
 * An alias (`alias(table, 'e')`) as a FROM or JOIN item, `"startup_employees" "e"`: raw SQL writes `${e}` as
 * the alias's name alone, which suits its columns but not the place that declares it.
 */
export const fromAs = (aliased: PgTable): SQL =>
  sql`${sql.identifier(originalName(aliased))} ${sql.identifier(getTableName(aliased))}`

// drizzle keeps an alias's table name under this registered symbol (its Table.Symbol.OriginalName, untyped).
const ORIGINAL_NAME = Symbol.for('drizzle:OriginalName')
const originalName = (table: PgTable): string => (table as unknown as Record<symbol, string>)[ORIGINAL_NAME]!

/** A select or RETURNING list naming each column as the row's key: `"s"."id" as "id", …`. */
export const namedList = (columns: Record<string, AnyPgColumn | SQL>): SQL =>
  sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  )
