import { eq, sql } from 'drizzle-orm'
import { FOLLOW_UP_AFTER_DAYS_DEFAULT } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { outreachSettings } from '../../db/schema/index.ts'

export async function findFollowUpDays(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ days: outreachSettings.followUpAfterDays })
    .from(outreachSettings)
    .where(eq(outreachSettings.userId, userId))
  return row?.days ?? FOLLOW_UP_AFTER_DAYS_DEFAULT
}

/** Insert or update in one statement. */
export async function saveFollowUpDays(db: Db, userId: string, days: number): Promise<number> {
  const [row] = await db
    .insert(outreachSettings)
    .values({ userId, followUpAfterDays: days })
    .onConflictDoUpdate({
      target: outreachSettings.userId,
      set: { followUpAfterDays: days, updatedAt: sql`now()` },
    })
    .returning({ days: outreachSettings.followUpAfterDays })
  return row!.days
}
