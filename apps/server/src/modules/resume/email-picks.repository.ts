import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { userProfiles } from '../../db/schema/index.ts'

export interface EmailPicks {
  project: string | null
  achievement: string | null
}

/** The kept resume's facts and the student's picks; null when there is no profile row yet. */
export async function findEmailPicks(db: Db, userId: string) {
  const [row] = await db
    .select({ resumeFacts: userProfiles.resumeFacts, emailPicks: userProfiles.emailPicks })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
  return row ?? null
}

/** Stores the picks on the student's profile row (a student with no row has no resume to pick from). */
export async function saveEmailPicks(db: Db, userId: string, picks: EmailPicks): Promise<void> {
  await db.update(userProfiles).set({ emailPicks: picks }).where(eq(userProfiles.userId, userId))
}
