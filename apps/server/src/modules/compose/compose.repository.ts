import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { startupTagsOf } from '../../db/startup-tags-of.ts'
import {
  emailTemplates,
  internships,
  startupEmployees,
  startups,
  userPreferences,
  userProfiles,
  users,
} from '../../db/schema/index.ts'
import { isOpenInternship } from '../internships/index.ts'
import { findStudent } from '../profile/index.ts'

// The composer's own reads: a module keeps its SQL to itself rather than reach into another module's
// repository, so each can change its queries without breaking the other. The student's own row is the
// profile module's one read (findStudent), through its public surface.

export async function findComposeTemplate(db: Db, id: string) {
  const [row] = await db
    .select({ id: emailTemplates.id, content: emailTemplates.templateContent, status: emailTemplates.status })
    .from(emailTemplates)
    .where(eq(emailTemplates.id, id))
  return row && row.status === 'active' ? row : null
}

/** The startup and its tags in one round trip (spelled out: drizzle leaves ${startups.id} unqualified here). */
export async function findComposeStartup(db: Db, id: string) {
  const [row] = await db
    .select({
      id: startups.id,
      name: startups.name,
      description: startups.description,
      sector: startups.sector,
      location: startups.location,
      fundingRound: startups.fundingRound,
      fundingAmount: startups.fundingAmount,
      isHiring: startups.isHiring,
      tags: startupTagsOf,
    })
    .from(startups)
    .where(eq(startups.id, id))
  return row ?? null
}

export function findComposeEmployees(db: Db, ids: string[]) {
  return db
    .select({
      id: startupEmployees.id,
      startupId: startupEmployees.startupId,
      name: startupEmployees.name,
      role: startupEmployees.role,
      email: startupEmployees.email,
    })
    .from(startupEmployees)
    .where(inArray(startupEmployees.id, ids))
}

/** The sender: name from users, the rest from the profile and preferences (missing rows read as empty). */
/** Only the student's resume text: whether a compose counts against the hourly limit, asked before the rest. */
export function findComposeResumeText(db: Db, userId: string) {
  return findStudent(db, userId, { resumeText: userProfiles.resumeText })
}

export function findComposeSender(db: Db, userId: string) {
  return findStudent(db, userId, {
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    resumeText: userProfiles.resumeText,
    resumeFacts: userProfiles.resumeFacts,
    emailPicks: userProfiles.emailPicks,
    hasResumeSource: sql<boolean>`${userProfiles.resumeSourceText} is not null`,
    skills: userProfiles.skills,
    customLinks: userProfiles.customLinks,
    linkedin: userProfiles.linkedin,
    github: userProfiles.github,
    portfolio: userProfiles.portfolio,
    experienceYears: userProfiles.experienceYears,
    education: userProfiles.education,
    preferredDomains: userPreferences.preferredDomains,
  })
}

/** An open internship (the board's rule) with an application address: what the composer writes to for it. */
export async function findComposeInternship(db: Db, id: string) {
  const [row] = await db
    .select({
      id: internships.id,
      title: internships.title,
      company: internships.company,
      location: internships.location,
      description: internships.description,
      startupId: internships.startupId,
      applyEmail: internships.applyEmail,
    })
    .from(internships)
    .where(and(eq(internships.id, id), isOpenInternship()))
  return row?.applyEmail ? row : null
}
