import type { CustomLink, ProfileResponse, SaveProfileBody } from '@coldstart/contract'

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
}

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
      linkedin: values.linkedin.trim() || null,
      github: values.github.trim() || null,
      portfolio: values.portfolio.trim() || null,
      experienceYears: parseExperienceYears(values.experienceYears),
      education: values.education.trim() || null,
    },
    preferences: {
      preferredDomains: values.preferredDomains as SaveProfileBody['preferences']['preferredDomains'],
      preferredLocations: values.preferredLocations,
      preferredCompanyStages:
        values.preferredCompanyStages as SaveProfileBody['preferences']['preferredCompanyStages'],
    },
  }
}

/** Added only when non-empty after trim and not already present (case-insensitive). */
export function canAddItem(list: string[], draft: string): boolean {
  const item = draft.trim()
  return item.length > 0 && !list.some((existing) => existing.toLowerCase() === item.toLowerCase())
}
