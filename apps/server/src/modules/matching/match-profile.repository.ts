import type { Db } from '../../db/client.ts'
import { userPreferences, userProfiles } from '../../db/schema/index.ts'
import { findStudent } from '../profile/index.ts'
import type { MatchProfile } from './match-profile.ts'

/** The student's skills and preferences; a student who never saved a profile has an empty one. */
export async function loadMatchProfile(db: Db, userId: string): Promise<MatchProfile> {
  const row = await findStudent(db, userId, {
    skills: userProfiles.skills,
    locations: userPreferences.preferredLocations,
    stages: userPreferences.preferredCompanyStages,
    domains: userPreferences.preferredDomains,
  })
  return {
    skills: row?.skills ?? [],
    locations: row?.locations ?? [],
    stages: row?.stages ?? [],
    domains: row?.domains ?? [],
  }
}
