import type { FastifyBaseLogger } from 'fastify'
import {
  emptyResumeFacts,
  PROFILE_MESSAGES,
  type ProfileResponse,
  type ResumeFacts,
  type SaveProfileResponse,
  type saveProfileBody,
} from '@coldstart/contract'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/http-error.ts'
import {
  AiUnavailableError,
  buildResumeTextFromProfile,
  type ProfileForSummary,
  summariseResume,
  type TextModel,
} from '../ai/index.ts'
import * as repo from './profile.repository.ts'

type User = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>
type Stored = Awaited<ReturnType<typeof repo.findProfile>>

/** The name shown for a user: full name, else the part of the email before @. */
export function displayName(user: User): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  return full || user.email.split('@')[0] || ''
}

function toResponse(user: User, { profile, preferences }: Stored): ProfileResponse {
  return {
    user: { name: displayName(user), email: user.email },
    profile: {
      skills: profile?.skills ?? [],
      customLinks: profile?.customLinks ?? [],
      linkedin: profile?.linkedin ?? null,
      github: profile?.github ?? null,
      portfolio: profile?.portfolio ?? null,
      experienceYears: profile?.experienceYears ?? 0,
      education: profile?.education ?? null,
      resumeText: profile?.resumeText ?? null,
      resumeSourceText: profile?.resumeSourceText ?? null,
      resumeFileName: profile?.resumeFileName ?? null,
      resumeFacts: profile?.resumeFacts ?? null,
      lastUpdated: profile?.lastUpdated?.toISOString() ?? null,
    },
    preferences: {
      preferredDomains: preferences?.preferredDomains ?? [],
      preferredLocations: preferences?.preferredLocations ?? [],
      preferredCompanyStages: preferences?.preferredCompanyStages ?? [],
    },
  }
}

/** What the summary writers read from a stored profile. */
export function profileForSummary(response: ProfileResponse): ProfileForSummary {
  const { profile, preferences, user } = response
  return {
    name: user.name || null,
    skills: profile.skills,
    customLinks: profile.customLinks,
    linkedin: profile.linkedin,
    github: profile.github,
    portfolio: profile.portfolio,
    experienceYears: profile.experienceYears,
    education: profile.education,
    preferredDomains: preferences.preferredDomains,
  }
}

const hasContent = (p: ProfileForSummary) =>
  p.skills.length > 0 ||
  p.customLinks.length > 0 ||
  Boolean(p.linkedin || p.github || p.portfolio || p.education) ||
  p.experienceYears > 0 ||
  p.preferredDomains.length > 0

export async function getProfile(db: Db, userId: string): Promise<ProfileResponse> {
  const user = await repo.findUser(db, userId)
  if (!user) throw notFound('Your account no longer exists. Sign in again.')
  return toResponse(user, await repo.findProfile(db, userId))
}

/**
 * Saves profile, preferences and a newly reviewed resume text together, then has the AI write the resume
 * summary again: from the kept resume's text when there is one, else from the profile. An AI failure keeps the
 * previous summary.
 */
export async function saveProfile(
  deps: {
    db: Db
    textModel: TextModel | null
    /** facts of a kept resume stored before facts were kept with it */
    readResumeFacts: (text: string) => Promise<ResumeFacts>
    cleanFileName: (name: string) => string
    log: FastifyBaseLogger
  },
  userId: string,
  input: z.output<typeof saveProfileBody>,
  signal?: AbortSignal,
): Promise<SaveProfileResponse> {
  const { db, textModel, readResumeFacts, log } = deps
  const now = new Date()
  await getProfile(db, userId) // 404 for a deleted account before anything is written
  const resume = input.resume && {
    resumeSourceText: input.resume.text,
    resumeFileName: input.resume.fileName ? deps.cleanFileName(input.resume.fileName) || null : null,
    // a parser failure keeps the text without facts (the summary is then written from the text alone)
    resumeFacts: await readResumeFacts(input.resume.text).catch(() => null),
  }
  await repo.saveProfileAndPreferences(db, userId, input.profile, input.preferences, now, resume)
  const saved = await getProfile(db, userId)
  const forSummary = profileForSummary(saved)
  const source = saved.profile.resumeSourceText
  if (!source && !hasContent(forSummary)) {
    return { ...saved, summaryUpdated: true, message: PROFILE_MESSAGES.saved }
  }
  try {
    const written = source
      ? await summariseResume(
          {
            text: source,
            // a parser failure leaves the summary to the profile's fields, never a failed save
            facts:
              saved.profile.resumeFacts ?? (await readResumeFacts(source).catch(() => emptyResumeFacts())),
            profile: forSummary,
          },
          textModel,
          signal,
        )
      : await buildResumeTextFromProfile(forSummary, textModel, signal)
    await repo.saveResume(db, userId, { resumeText: written.summary }, now)
    return { ...(await getProfile(db, userId)), summaryUpdated: true, message: PROFILE_MESSAGES.saved }
  } catch (err) {
    if (!(err instanceof AiUnavailableError)) throw err
    log.warn({ err }, 'profile save: the AI summary failed; the previous resume text is kept')
    return { ...saved, summaryUpdated: false, message: PROFILE_MESSAGES.summaryKept }
  }
}
