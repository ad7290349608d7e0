import { containsPattern } from '../../lib/like-pattern.ts'
import { DOMAIN_WORDS, PLACE_ALIASES, STAGE_PATTERNS } from './match-words.ts'
import { skillTerms } from './skill-terms.ts'

/** What "Best match" ranks by: the signed-in student's skills and saved preferences. */
export interface MatchProfile {
  skills: string[]
  locations: string[]
  /** COMPANY_STAGES labels */
  stages: string[]
  /** DOMAIN_CHOICES labels (job functions) */
  domains: string[]
}

export const NO_PROFILE: MatchProfile = { skills: [], locations: [], stages: [], domains: [] }

export function hasMatchProfile(p: MatchProfile): boolean {
  return (
    p.skills.length > 0 || p.locations.length > 0 || stagePatterns(p).length > 0 || domainWords(p).length > 0
  )
}

/** Per skill that spells anything, the tags that count as sharing it (see skillTerms). */
export function skillTermLists(p: MatchProfile): string[][] {
  return p.skills.map(skillTerms).filter((s) => s.length)
}

export function stagePatterns(p: MatchProfile): string[] {
  return p.stages.flatMap((s) => STAGE_PATTERNS[s.toLowerCase()] ?? [])
}

export function domainWords(p: MatchProfile): string[] {
  return [...new Set(p.domains.flatMap((d) => DOMAIN_WORDS[d.toLowerCase()] ?? []))]
}

/** The preferred places in lower case, each city also under its other name. */
export function placeNames(p: MatchProfile): string[] {
  const names = p.locations.map((l) => l.trim().toLowerCase()).filter(Boolean)
  return [...new Set(names.flatMap((n) => PLACE_ALIASES.find((a) => a.includes(n)) ?? [n]))]
}

/** ILIKE patterns for the preferred places: each name anywhere in the location. */
export function placePatterns(p: MatchProfile): string[] {
  return placeNames(p).map(containsPattern)
}
