import { z } from 'zod'
import { DOMAIN_CHOICES } from './constants.ts'
import { keepResumeBody, resumeFacts } from './resume.ts'
import { safeText } from './text.ts'

// The profile and preferences a student saves on /app/settings. One schema:
// the settings form and PUT /api/profile both read it.

export const PROFILE_MESSAGES = {
  saved: 'profile updated successfully!',
  saveFailed: 'failed to save profile. please try again.',
  summaryKept:
    'Your profile is saved, but the AI could not update your resume summary, so the previous one is kept.',
} as const

export const COMPANY_STAGES = [
  'Pre-seed',
  'Seed',
  'Series A',
  'Series B',
  'Series C+',
  'Bootstrapped',
  'Public',
] as const

export const PROFILE_LIMITS = {
  skills: 50,
  skillChars: 60,
  customLinks: 20,
  linkLabelChars: 60,
  urlChars: 2048,
  educationChars: 500,
  locations: 20,
  locationChars: 80,
  maxExperienceYears: 60,
} as const

/** An http(s) URL, or '' / null for "none" (stored as null). */
export const optionalHttpUrl = safeText
  .trim()
  .max(PROFILE_LIMITS.urlChars, `URLs must be at most ${PROFILE_LIMITS.urlChars} characters`)
  .nullable()
  .transform((v) => v || null)
  .pipe(
    z.url({ protocol: /^https?$/, message: 'Enter a full URL starting with http:// or https://' }).nullable(),
  )

const httpUrl = safeText
  .trim()
  .min(1, 'Enter a URL')
  .max(PROFILE_LIMITS.urlChars, `URLs must be at most ${PROFILE_LIMITS.urlChars} characters`)
  .pipe(z.url({ protocol: /^https?$/, message: 'Enter a full URL starting with http:// or https://' }))

const noDuplicates = (items: string[]) => new Set(items.map((i) => i.toLowerCase())).size === items.length

export const customLink = z.object({
  id: safeText.trim().min(1).max(64),
  label: safeText
    .trim()
    .min(1, 'Enter a label for the link')
    .max(PROFILE_LIMITS.linkLabelChars, `Labels must be at most ${PROFILE_LIMITS.linkLabelChars} characters`),
  url: httpUrl,
})
export type CustomLink = z.infer<typeof customLink>

export const profileInput = z.object({
  skills: z
    .array(
      safeText
        .trim()
        .min(1, 'Skills must not be empty')
        .max(PROFILE_LIMITS.skillChars, `Skills must be at most ${PROFILE_LIMITS.skillChars} characters`),
    )
    .max(PROFILE_LIMITS.skills, `At most ${PROFILE_LIMITS.skills} skills`)
    .refine(noDuplicates, 'Each skill only once'),
  customLinks: z
    .array(customLink)
    .max(PROFILE_LIMITS.customLinks, `At most ${PROFILE_LIMITS.customLinks} links`),
  linkedin: optionalHttpUrl,
  github: optionalHttpUrl,
  portfolio: optionalHttpUrl,
  experienceYears: z
    .number('Experience must be a whole number')
    .int('Experience must be a whole number')
    .min(0, 'Experience cannot be negative')
    .max(
      PROFILE_LIMITS.maxExperienceYears,
      `Experience must be at most ${PROFILE_LIMITS.maxExperienceYears} years`,
    ),
  education: safeText
    .trim()
    .max(
      PROFILE_LIMITS.educationChars,
      `Education must be at most ${PROFILE_LIMITS.educationChars} characters`,
    )
    .nullable()
    .transform((v) => v || null),
})
export type ProfileInput = z.input<typeof profileInput>

export const preferencesInput = z.object({
  preferredDomains: z
    .array(z.enum(DOMAIN_CHOICES, 'Choose domains from the list'))
    .max(DOMAIN_CHOICES.length)
    .refine(noDuplicates, 'Each domain only once'),
  preferredLocations: z
    .array(
      safeText
        .trim()
        .min(1, 'Locations must not be empty')
        .max(
          PROFILE_LIMITS.locationChars,
          `Locations must be at most ${PROFILE_LIMITS.locationChars} characters`,
        ),
    )
    .max(PROFILE_LIMITS.locations, `At most ${PROFILE_LIMITS.locations} locations`)
    .refine(noDuplicates, 'Each location only once'),
  preferredCompanyStages: z
    .array(z.enum(COMPANY_STAGES, 'Choose company stages from the list'))
    .max(COMPANY_STAGES.length)
    .refine(noDuplicates, 'Each stage only once'),
})
export type PreferencesInput = z.input<typeof preferencesInput>

/**
 * PUT /api/profile: profile, preferences and (when one was uploaded and reviewed) the resume's text, saved in
 * one transaction, then the resume summary is written again. One save for the whole page.
 */
export const saveProfileBody = z.object({
  profile: profileInput,
  preferences: preferencesInput,
  resume: keepResumeBody.optional(),
})
export type SaveProfileBody = z.input<typeof saveProfileBody>

export const profileView = z.object({
  skills: z.array(z.string()),
  customLinks: z.array(z.object({ id: z.string(), label: z.string(), url: z.string() })),
  linkedin: z.string().nullable(),
  github: z.string().nullable(),
  portfolio: z.string().nullable(),
  experienceYears: z.number().int(),
  education: z.string().nullable(),
  /** the summary the AI writes emails from */
  resumeText: z.string().nullable(),
  /** the kept resume file's reviewed text */
  resumeSourceText: z.string().nullable(),
  resumeFileName: z.string().nullable(),
  /** facts read from the kept resume: its skills are offered as one-click additions */
  resumeFacts: resumeFacts.nullable(),
  lastUpdated: z.string().nullable(),
})
export type ProfileView = z.infer<typeof profileView>

export const preferencesView = z.object({
  preferredDomains: z.array(z.string()),
  preferredLocations: z.array(z.string()),
  preferredCompanyStages: z.array(z.string()),
})
export type PreferencesView = z.infer<typeof preferencesView>

/** GET /api/profile: a missing row reads as an empty profile. */
export const profileResponse = z.object({
  user: z.object({ name: z.string(), email: z.string() }),
  profile: profileView,
  preferences: preferencesView,
})
export type ProfileResponse = z.infer<typeof profileResponse>

export const saveProfileResponse = profileResponse.extend({
  /** false when the AI failed and the previous resume text was kept */
  summaryUpdated: z.boolean(),
  message: z.string(),
})
export type SaveProfileResponse = z.infer<typeof saveProfileResponse>

/** PUT /api/resume and POST /api/resume/from-profile: the profile with its new resume summary. */
export const resumeSavedResponse = profileResponse.extend({ writer: z.enum(['ai', 'offline']) })
export type ResumeSavedResponse = z.infer<typeof resumeSavedResponse>
