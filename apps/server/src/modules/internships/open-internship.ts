import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { todayInIndia } from '@coldstart/contract'
import { internships } from '../../db/schema/index.ts'

// Students are in India: a posting due "12 Dec" is open until midnight at the end of 12 Dec there, whatever
// time zone the server or the database runs in. One clock (the server's) for every path that asks; the
// contract holds the date so the admin's form warns by the same day.
export { todayInIndia }

/**
 * An open internship: active, and no deadline or a deadline of today or later in India. The board, the
 * bookmarks and the composer all ask this one question. `table`: the internships table or an alias of it
 * (`alias(internships, 'i')` for raw SQL that names it `i`).
 */
export function isOpenInternship(
  table: { status: AnyPgColumn; deadline: AnyPgColumn } = internships,
  now: Date = new Date(),
): SQL {
  return sql`(${table.status} = 'active' and (${table.deadline} is null or ${table.deadline} >= ${todayInIndia(now)}::date))`
}
