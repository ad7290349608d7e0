import type { CustomLink, ProfileResponse, SaveProfileBody, saveProfileBody } from '@coldstart/contract'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'

/** What the settings form edits: text inputs hold strings, lists hold their items. */
export interface ProfileFormValues {
  education: string
  experienceYears: string
  linkedin: string
  github: string
  portfolio: string
  customLinks: CustomLink[]
  skills: string[]
  preferredDomains: string[]
  preferredLocations: string[]
  preferredCompanyStages: string[]
  /** an uploaded resume's reviewed text, saved with the rest; null when none is waiting */
  resume: { text: string; fileName: string | null } | null
}

/** The profile page's form: its values, checked as the request body they make (`toSaveBody`). */
export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, z.output<typeof saveProfileBody>>

/** The form's field for a field of the request: `profile.linkedin` is the `linkedin` box. */
export const profileFieldOf = (requestField: string) => requestField.replace(/^(profile|preferences)\./, '')

export function toFormValues({ profile, preferences }: ProfileResponse): ProfileFormValues {
  return {
    education: profile.education ?? '',
    experienceYears: String(profile.experienceYears),
    linkedin: profile.linkedin ?? '',
    github: profile.github ?? '',
    portfolio: profile.portfolio ?? '',
    customLinks: profile.customLinks,
    skills: profile.skills,
    preferredDomains: preferences.preferredDomains,
    preferredLocations: preferences.preferredLocations,
    preferredCompanyStages: preferences.preferredCompanyStages,
    resume: null,
  }
}

/** A whole number, minimum 0; anything non-numeric becomes 0. */
export function parseExperienceYears(value: string): number {
  const n = Number.parseInt(value.trim(), 10)
  return Number.isFinite(n) && n > 0 ? n : 0
}

export function toSaveBody(values: ProfileFormValues): SaveProfileBody {
  return {
    profile: {
      skills: values.skills,
      customLinks: values.customLinks,
      linkedin: withScheme(values.linkedin) || null,
      github: withScheme(values.github) || null,
      portfolio: withScheme(values.portfolio) || null,
      experienceYears: parseExperienceYears(values.experienceYears),
      education: values.education.trim() || null,
    },
    preferences: {
      preferredDomains: values.preferredDomains as SaveProfileBody['preferences']['preferredDomains'],
      preferredLocations: values.preferredLocations,
      preferredCompanyStages:
        values.preferredCompanyStages as SaveProfileBody['preferences']['preferredCompanyStages'],
    },
    ...(values.resume ? { resume: values.resume } : {}),
  }
}

/**
 * A web address typed without its scheme ("github.com/x", "www.x.dev") gets https://; anything else (empty,
 * a scheme already, not an address) stays as typed for the URL check to judge.
 */
export function withScheme(value: string): string {
  const v = value.trim()
  if (!v || /^[a-z][a-z\d+.-]*:/i.test(v) || /\s/.test(v)) return v
  return /^[\p{L}\d-]+(?:\.[\p{L}\d-]+)+(?:[/?#:]|$)/u.test(v) ? `https://${v}` : v
}

/**
 * What one Enter or paste adds: the text split at commas, semicolons and line breaks ("PyTorch, pandas" is
 * two), each trimmed, empty and repeated ones (in any case, or already in the list) left out.
 */
export function itemsToAdd(list: string[], draft: string): string[] {
  const added: string[] = []
  for (const part of draft.split(/[,;\n]/)) {
    if (canAddItem([...list, ...added], part)) added.push(part.trim())
  }
  return added
}

/** Added only when non-empty after trim and not already present (case-insensitive). */
export function canAddItem(list: string[], draft: string): boolean {
  const item = draft.trim()
  return item.length > 0 && !list.some((existing) => existing.toLowerCase() === item.toLowerCase())
}
