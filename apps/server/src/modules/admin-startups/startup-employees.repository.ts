import { randomUUID } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { insertJsonRows } from '../../db/insert-json-rows.ts'
import { startupEmployees as e } from '../../db/schema/index.ts'

/**
 * Employees are written this many rows a statement, with a turn of the event loop between statements: on
 * PGlite the SQL runs on this thread, and a statement's time grows with its rows (docs/decisions/061).
 */
export const EMPLOYEE_WRITE_BATCH = 50

export interface EmployeeRow {
  name: string
  role: string | null
  email: string
  linkedinUrl: string | null
  status: string
  createdAt: Date
  /** bounces students' mailboxes saw at this address (0 for an address new to the startup) */
  bounceCount?: number
}

/** An employee row as stored: its id is made here, so the caller knows the rows without reading them back. */
export type WrittenEmployee = EmployeeRow & { id: string }

/**
 * Inserts the rows in parts, each one statement whose rows travel as a single JSON parameter (seven
 * parameters a row cost drizzle and PGlite more than the write itself). Answers the rows as stored.
 */
export async function insertEmployees(
  db: Db,
  startupId: string,
  rows: readonly EmployeeRow[],
): Promise<WrittenEmployee[]> {
  const written = rows.map((row) => ({ id: randomUUID(), ...row }))
  for (let i = 0; i < written.length; i += EMPLOYEE_WRITE_BATCH) {
    if (i > 0) await nextTurn()
    const part = written.slice(i, i + EMPLOYEE_WRITE_BATCH).map((row) => ({
      id: row.id,
      startupId,
      name: row.name,
      role: row.role,
      email: row.email,
      linkedinUrl: row.linkedinUrl,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      bounceCount: row.bounceCount ?? 0,
    }))
    await db.execute(insertJsonRows(e, part))
  }
  return written
}

/**
 * Deletes the startup's team and answers each address's bounce count (lower-cased; the largest when two
 * rows shared one), so a rewrite keeps the count of an address it keeps and starts a new address at 0.
 */
export async function deleteEmployeesKeepingBounces(db: Db, startupId: string): Promise<Map<string, number>> {
  const rows = await db
    .delete(e)
    .where(eq(e.startupId, startupId))
    .returning({ email: sql<string>`lower(${e.email})`, bounce_count: e.bounceCount })
  const bounces = new Map<string, number>()
  for (const r of rows) bounces.set(r.email, Math.max(bounces.get(r.email) ?? 0, r.bounce_count))
  return bounces
}

/** The order the team is listed in everywhere: created_at, then id (a uuid orders as its lower-case text). */
export function inTeamOrder<T extends { createdAt: Date; id: string }>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}
