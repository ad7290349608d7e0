import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { internships } from '../../db/schema/index.ts'
import { productToday } from '../../lib/product-day.ts'

// A posting due "12 Dec" is open until midnight at the end of 12 Dec in the product's time zone.
export { productToday }

/**
 * An open internship: active, and no deadline or a deadline of today or later (the product day). The board, the
 * bookmarks and the composer all ask this one question. `table`: the internships table or an alias of it
 * (`alias(internships, 'i')` for raw SQL that names it `i`).
 */
export function isOpenInternship(
  table: { status: AnyPgColumn; deadline: AnyPgColumn } = internships,
  now: Date = new Date(),
): SQL {
  return sql`(${table.status} = 'active' and (${table.deadline} is null or ${table.deadline} >= ${productToday(now)}::date))`
}
