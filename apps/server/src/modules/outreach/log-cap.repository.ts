import { sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { lockUserRow } from '../../db/lock-user-row.ts'
import { outreachSends as o } from '../../db/schema/index.ts'
import { fromAs } from '../../db/sql-names.ts'

// The log keeps the newest sends: writers take turns on the student's row, and what falls past the cap goes.

/** The student's sends, as the inner query of trimLog names them. */
const mine = alias(o, 'mine')

/** Locks the student's user row until the transaction ends, so their log's writes take turns. */
export const lockLogOf = lockUserRow

/** Deletes the student's sends past the newest `keep` (in the CSV's order); how many went. */
export async function trimLog(db: Db, userId: string, keep: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from ${o} where ${o.id} in (
        select ${mine.id} from ${fromAs(mine)} where ${mine.userId} = ${userId}
        order by ${mine.sentAt} desc nulls last, ${mine.id} asc offset ${keep}
      )
      returning 1
    )
    select count(*)::int as n from gone`)
  return result.rows[0]?.n ?? 0
}
