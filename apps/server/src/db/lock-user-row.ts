import { eq } from 'drizzle-orm'
import type { Db } from './client.ts'
import { users } from './schema/index.ts'

/**
 * Locks the user's row until the transaction ends, so that user's writes which count their own rows take
 * turns: a count read after this sees every earlier writer's rows. NO KEY UPDATE leaves the foreign-key
 * checks of other tables' inserts for this user unblocked.
 */
export async function lockUserRow(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
}
