import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { userPreferences, userProfiles, users } from '../../db/schema/index.ts'
import type { MatchProfile } from './match-profile.ts'

/** The student's skills and preferences; a student who never saved a profile has an empty one. */
export async function loadMatchProfile(db: Db, userId: string): Promise<MatchProfile> {
  const [row] = await db
    .select({
      skills: userProfiles.skills,
      locations: userPreferences.preferredLocations,
      stages: userPreferences.preferredCompanyStages,
      domains: userPreferences.preferredDomains,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
  return {
    skills: row?.skills ?? [],
    locations: row?.locations ?? [],
    stages: row?.stages ?? [],
    domains: row?.domains ?? [],
  }
}
