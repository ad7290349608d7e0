import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'

/** SPEC's get_user_count: how many people have an account. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users)
  return row?.count ?? 0
}
