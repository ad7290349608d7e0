import { sql, type SQL } from 'drizzle-orm'
import {
  domainWords,
  placePatterns,
  skillTermLists,
  stagePatterns,
  type MatchProfile,
} from './match-profile.ts'

/** The columns of one listing that a profile is matched against, as SQL expressions of the outer row. */
export interface MatchTarget {
  /** lower-case tags as text[] */
  tags: SQL
  /** texts a preferred location is looked for in (case-insensitive substring) */
  places: SQL[]
  /** the funding round text ("Seed", "Series A") */
  stage: SQL
  /** the sector (lower case) a job function may be recognised by, beside the tags */
  sector: SQL
}

// Weights: a shared skill says most about fit, then where and how big, then the job function's word hints.
export const SKILL_POINTS = 3
export const MAX_SKILLS_COUNTED = 5
export const PLACE_POINTS = 2
export const STAGE_POINTS = 2
export const DOMAIN_POINTS = 1
/** The largest raw score: the cursor refuses anything above what this can write. */
export const MAX_MATCH_SCORE =
  (SKILL_POINTS * MAX_SKILLS_COUNTED + PLACE_POINTS + STAGE_POINTS + DOMAIN_POINTS) * 2 + 1

export const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`

/**
 * The listing's score for the profile, computed by the database: 3 points per shared skill (at most 5
 * counted), 2 for a preferred location, 2 for a preferred stage, 1 for a job-function hint; doubled, plus one
 * for a trending listing so that, among equals (and for a student with no profile at all), trending comes
 * first. Only cheap tests run for every row; the per-skill count runs only where some tag already matched.
 */
export function matchScore(target: MatchTarget, p: MatchProfile, trending: SQL): SQL<number> {
  const parts: SQL[] = []
  const skills = skillTermLists(p)
  if (skills.length) {
    // one array overlap per skill (cheap, no subquery), and only where some tag matched at all
    const perSkill = skills.map((s) => sql`(${target.tags} && ${textArray(s)})::int`)
    parts.push(
      sql`(case when ${target.tags} && ${textArray(skills.flat())} then ${SKILL_POINTS} * least(${MAX_SKILLS_COUNTED}, ${sql.join(perSkill, sql` + `)}) else 0 end)`,
    )
  }
  const places = placePatterns(p)
  if (places.length && target.places.length) {
    const any = sql.join(
      target.places.map((t) => sql`${t} ilike any(${textArray(places)})`),
      sql` or `,
    )
    parts.push(sql`(case when ${any} then ${PLACE_POINTS} else 0 end)`)
  }
  const stages = stagePatterns(p)
  if (stages.length) {
    parts.push(
      sql`(case when lower(${target.stage}) like any(${textArray(stages)}) then ${STAGE_POINTS} else 0 end)`,
    )
  }
  const words = domainWords(p)
  if (words.length) {
    const w = textArray(words)
    parts.push(
      sql`(case when ${target.tags} && ${w} or ${target.sector} = any(${w}) then ${DOMAIN_POINTS} else 0 end)`,
    )
  }
  const match = parts.length ? sql.join(parts, sql` + `) : sql`0`
  return sql<number>`((${match}) * 2 + (case when ${trending} then 1 else 0 end))::int`
}

/**
 * A fast first pass for best match: rows sharing at least two of the student's skills (an index on the tag
 * array finds them, one AND per pair) and the score only such rows can reach. Every row scoring above `above`
 * is a candidate (without two shared skills the other criteria cannot add up to more), so the rows above it,
 * in the full order, are the top rows of the whole table. None for fewer than 2 or more than 20 skills.
 */
export interface MatchTier {
  candidates: SQL
  above: number
}

// Pairs of skills: up to 20 skills, at most 190 index pairs; the pairs grow with the square of the skills, and
// a resume may bring 50 (1,225 pairs, each an index scan). Figures: docs/decisions/011.
const MAX_PAIR_SKILLS = 20

/** Rows sharing two or more of the skills: one AND of two tag-index tests per pair. */
export function sharesTwoSkills(target: MatchTarget, skills: string[][]): SQL | null {
  if (skills.length < 2 || skills.length > MAX_PAIR_SKILLS) return null
  const has = (s: string[]) => sql`${target.tags} && ${textArray(s)}`
  const pairs = skills.flatMap((a, i) => skills.slice(i + 1).map((b) => sql`(${has(a)} and ${has(b)})`))
  return sql`(${sql.join(pairs, sql` or `)})`
}

export function matchTopTier(target: MatchTarget, p: MatchProfile): MatchTier | null {
  const candidates = sharesTwoSkills(target, skillTermLists(p))
  if (!candidates) return null
  // one shared skill plus the most the other criteria can add, exactly as matchScore counts them
  const above = (SKILL_POINTS + restPoints(target, p)) * 2 + 1
  return { candidates, above }
}

function restPoints(target: MatchTarget, p: MatchProfile) {
  return (
    (placePatterns(p).length && target.places.length ? PLACE_POINTS : 0) +
    (stagePatterns(p).length ? STAGE_POINTS : 0) +
    (domainWords(p).length ? DOMAIN_POINTS : 0)
  )
}

/** Rows sharing any of the student's skills (the tag-array index finds them); null without skills. */
export function sharesSkill(target: MatchTarget, p: MatchProfile): SQL | null {
  const spellings = skillTermLists(p).flat()
  return spellings.length ? sql`${target.tags} && ${textArray(spellings)}` : null
}
