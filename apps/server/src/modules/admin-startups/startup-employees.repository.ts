import { randomUUID } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

/**
 * Employees are written this many rows a statement, with a turn of the event loop between statements: on
 * PGlite the SQL runs on this thread, and one statement of 200 rows at their maximum length (~530 KB) held
 * it 0.1-0.2 s on a busy machine, where a part of 50 costs about a quarter of that.
 */
export const EMPLOYEE_WRITE_BATCH = 50

export interface EmployeeRow {
  name: string
  role: string | null
  email: string
  linkedinUrl: string | null
  status: string
  createdAt: Date
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
    const part = written.slice(i, i + EMPLOYEE_WRITE_BATCH).map((e) => ({
      id: e.id,
      name: e.name,
      role: e.role,
      email: e.email,
      linkedin_url: e.linkedinUrl,
      status: e.status,
      created_at: e.createdAt.toISOString(),
    }))
    await db.execute(sql`
      insert into startup_employees (id, startup_id, name, role, email, linkedin_url, status, created_at)
      select r.id, ${startupId}::uuid, r.name, r.role, r.email, r.linkedin_url, r.status, r.created_at
      from json_to_recordset(${JSON.stringify(part)}::json)
        as r(id uuid, name text, role text, email text, linkedin_url text, status text, created_at timestamptz)`)
  }
  return written
}

/** The order the team is listed in everywhere: created_at, then id (a uuid orders as its lower-case text). */
export function inTeamOrder<T extends { createdAt: Date; id: string }>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}
