// bench/email-quality's students: the shared matrix of apps/server/src/testing/student-profiles.ts (from a
// name only to a full profile and resume; non-Latin names; engineering, design and marketing), in the shape
// the bench saves through the API as the web app does (PUT /api/profile, then PUT /api/resume).
import type { ProfileInput } from '@coldstart/contract'
import { STUDENT_PROFILES as SHARED } from '../../apps/server/src/testing/student-profiles.ts'

export interface BenchStudent {
  key: string
  fullName: string
  /** null: nothing saved on the profile page (straight after sign-up) */
  profile: ProfileInput | null
  preferredDomains: string[]
  /** the resume text the student keeps after uploading; null: no resume */
  resumeText: string | null
}

/** A profile with nothing in it, as the profile page saves one. */
export const EMPTY_PROFILE: ProfileInput = {
  skills: [],
  customLinks: [],
  linkedin: null,
  github: null,
  portfolio: null,
  experienceYears: 0,
  education: null,
}

export const STUDENT_PROFILES: BenchStudent[] = SHARED.map((p) => {
  const profile: ProfileInput = {
    skills: p.skills,
    customLinks: p.customLinks,
    linkedin: p.linkedin,
    github: p.github,
    portfolio: p.portfolio,
    experienceYears: p.experienceYears,
    education: p.education,
  }
  const empty = JSON.stringify(profile) === JSON.stringify(EMPTY_PROFILE)
  return {
    key: p.id,
    fullName: p.fullName,
    profile: empty ? null : profile,
    preferredDomains: p.domains,
    resumeText: p.resumeText,
  }
})
