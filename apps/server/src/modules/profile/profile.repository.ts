import { eq } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { SelectResult } from 'drizzle-orm/query-builders/select.types'
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

/** A student's row as findStudent reads it: the user's columns as they are, the joined rows' may be null. */
export type StudentRow<Fields extends SelectedFields> = SelectResult<
  Fields,
  'partial',
  { users: 'not-null'; user_profiles: 'nullable'; user_preferences: 'nullable' }
>

/**
 * The chosen columns of one student's user row, profile and preferences, in one query: the profile and the
 * preferences may not exist yet (their columns then read as null). Null when there is no such user.
 */
export async function findStudent<Fields extends SelectedFields>(
  db: Db,
  userId: string,
  fields: Fields,
): Promise<StudentRow<Fields> | null> {
  // drizzle cannot follow a generic selection through its joins: the query is built on the plain shape and
  // its row typed here, with the nullability those two left joins give it
  const [row] = await db
    .select(fields as SelectedFields)
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
  return (row as StudentRow<Fields> | undefined) ?? null
}

export async function findProfile(db: Db, userId: string) {
  const [[profile], [preferences]] = await Promise.all([
    db.select().from(userProfiles).where(eq(userProfiles.userId, userId)),
    db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
  ])
  return { profile: profile ?? null, preferences: preferences ?? null }
}

/** A newly kept resume file: its reviewed text, name and facts (the summary is written after). */
export type KeptResumeFields = Required<Omit<ResumeFields, 'resumeText'>>

/**
 * Both rows (and a newly kept resume file), each updated or inserted, in one transaction: a failure leaves
 * nothing half-saved.
 */
export async function saveProfileAndPreferences(
  db: Db,
  userId: string,
  profile: ProfileFields,
  preferences: PreferenceFields,
  now: Date,
  resume?: KeptResumeFields,
) {
  await db.transaction(async (tx) => {
    const profileValues = { ...profile, ...resume, lastUpdated: now }
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
