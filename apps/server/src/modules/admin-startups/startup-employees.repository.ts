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
    const part = written.slice(i, i + EMPLOYEE_WRITE_BATCH).map((e) => ({
      id: e.id,
      name: e.name,
      role: e.role,
      email: e.email,
      linkedin_url: e.linkedinUrl,
      status: e.status,
      created_at: e.createdAt.toISOString(),
      bounce_count: e.bounceCount ?? 0,
    }))
    await db.execute(sql`
      insert into startup_employees
        (id, startup_id, name, role, email, linkedin_url, status, created_at, bounce_count)
      select r.id, ${startupId}::uuid, r.name, r.role, r.email, r.linkedin_url, r.status, r.created_at,
        r.bounce_count
      from json_to_recordset(${JSON.stringify(part)}::json)
        as r(id uuid, name text, role text, email text, linkedin_url text, status text, created_at timestamptz,
          bounce_count integer)`)
  }
  return written
}

/**
 * Deletes the startup's team and answers each address's bounce count (lower-cased; the largest when two
 * rows shared one), so a rewrite keeps the count of an address it keeps and starts a new address at 0.
 */
export async function deleteEmployeesKeepingBounces(db: Db, startupId: string): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ email: string; bounce_count: number }>(sql`
    delete from startup_employees where startup_id = ${startupId} returning lower(email) as email, bounce_count`)
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
