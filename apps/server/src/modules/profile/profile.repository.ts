import { eq } from 'drizzle-orm'
import type { ResumeFacts } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { userPreferences, userProfiles, users } from '../../db/schema/index.ts'

export type ProfileRow = typeof userProfiles.$inferSelect
export type PreferencesRow = typeof userPreferences.$inferSelect

export interface ProfileFields {
  skills: string[]
  customLinks: { id: string; label: string; url: string }[]
  linkedin: string | null
  github: string | null
  portfolio: string | null
  experienceYears: number
  education: string | null
}

export interface PreferenceFields {
  preferredDomains: string[]
  preferredLocations: string[]
  preferredCompanyStages: string[]
}

export interface ResumeFields {
  resumeText: string
  resumeSourceText?: string | null
  resumeFileName?: string | null
  resumeFacts?: ResumeFacts | null
}

export async function findUser(db: Db, userId: string) {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
  return user ?? null
}

export async function findProfile(db: Db, userId: string) {
  const [[profile], [preferences]] = await Promise.all([
    db.select().from(userProfiles).where(eq(userProfiles.userId, userId)),
    db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
  ])
  return { profile: profile ?? null, preferences: preferences ?? null }
}

/** Both rows, each updated or inserted, in one transaction: a failure leaves neither half-saved. */
export async function saveProfileAndPreferences(
  db: Db,
  userId: string,
  profile: ProfileFields,
  preferences: PreferenceFields,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const profileValues = { ...profile, lastUpdated: now }
    await tx
      .insert(userProfiles)
      .values({ userId, ...profileValues })
      .onConflictDoUpdate({ target: userProfiles.userId, set: profileValues })
    const preferenceValues = { ...preferences, updatedAt: now }
    await tx
      .insert(userPreferences)
      .values({ userId, ...preferenceValues })
      .onConflictDoUpdate({ target: userPreferences.userId, set: preferenceValues })
  })
}

/** Writes the resume summary (and, when a file was kept, its text, name and facts). */
export async function saveResume(db: Db, userId: string, resume: ResumeFields, now: Date) {
  const values = { ...resume, lastUpdated: now }
  await db
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values })
}
