import type { Db } from './client.ts'

const prepared = new WeakMap<Db, Map<string, unknown>>()

/**
 * A statement built once per database under `name`, its values given at each run through placeholders
 * (sql.placeholder). drizzle otherwise turns a query into SQL text on every run: 0.15 ms of the server's CPU for
 * a directory page, a fifth of what the server spent on it. On PostgreSQL the statement is also parsed once per
 * connection (a named statement). One name must always build the same text: the name says what varies.
 */
export function preparedOnce<T>(db: Db, name: string, prepare: (name: string) => T): T {
  let byName = prepared.get(db)
  if (!byName) prepared.set(db, (byName = new Map()))
  let statement = byName.get(name) as T | undefined
  if (statement === undefined) byName.set(name, (statement = prepare(name)))
  return statement
}

/** The names prepared for a database so far: what a client's choices may add is bounded (a test checks). */
export function preparedNames(db: Db): string[] {
  return [...(prepared.get(db)?.keys() ?? [])]
}
