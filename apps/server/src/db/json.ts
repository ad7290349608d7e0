import type { SQL } from 'drizzle-orm'

/**
 * The one place a json value from the database is read. node-postgres and PGlite hand json back parsed, yet
 * a driver's settings or a cast to text hand back its text: either way the caller gets T. For json objects and
 * arrays (a json string value would be parsed twice).
 */
export function readJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}

/** A json expression in a query builder's select list, read as T whichever driver runs (null stays null). */
export function jsonOf<T>(expression: SQL): SQL<T | null> {
  return expression.mapWith((value: unknown) => readJson<T>(value)) as SQL<T | null>
}
