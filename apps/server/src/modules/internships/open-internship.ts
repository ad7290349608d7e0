import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { internships } from '../../db/schema/index.ts'
import { todayInIndia } from '../../lib/india-day.ts'

// A posting due "12 Dec" is open until midnight at the end of 12 Dec in India (lib/india-day.ts).
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
