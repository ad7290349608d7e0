import { firstAtOrAfter } from '../../lib/first-at-or-after.ts'
import { domainWords, placeNames, skillTermLists, stagePatterns, type MatchProfile } from './match-profile.ts'
import type { MatchParts } from './match-parts.ts'
import { DOMAIN_POINTS, MAX_SKILLS_COUNTED, PLACE_POINTS, SKILL_POINTS, STAGE_POINTS } from './match-score.ts'
import { DOMAIN_WORDS } from './match-words.ts'
import { skillTerms } from './skill-terms.ts'

/**
 * The listings as best match reads them, one entry per row: held in memory so a ranking reads a few typed
 * arrays instead of scoring every row in the database. Texts are as the database lower-cased them.
 */
export interface MatchColumns {
  size: number
  /** 1 for a trending row */
  trending: Uint8Array
  /** per tag (as stored in match_tags): the rows that hold it, each once */
  rowsByTag: Map<string, Int32Array>
  /** per row: its lower-case location, funding round and sector as an index into the lists below (-1: none) */
  place: Int32Array
  places: string[]
  stage: Int32Array
  stages: string[]
  sector: Int32Array
  sectors: string[]
}

const ANY = Symbol('%')
const ONE = Symbol('_')

/** SQL LIKE (case-sensitive, `\` escapes): `%` any run of characters, `_` one character. */
export function likeMatches(text: string, pattern: string): boolean {
  const tokens: (string | symbol)[] = []
  const chars = Array.from(pattern)
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!
    if (c === '\\' && i + 1 < chars.length) tokens.push(chars[++i]!)
    else tokens.push(c === '%' ? ANY : c === '_' ? ONE : c)
  }
  const t = Array.from(text)
  let ti = 0
  let pi = 0
  let star = -1
  let mark = 0
  while (ti < t.length) {
    if (pi < tokens.length && (tokens[pi] === ONE || tokens[pi] === t[ti])) {
      ti++
      pi++
    } else if (pi < tokens.length && tokens[pi] === ANY) {
      star = pi++
      mark = ti
    } else if (star >= 0) {
      pi = star + 1
      ti = ++mark
    } else return false
  }
  while (pi < tokens.length && tokens[pi] === ANY) pi++
  return pi === tokens.length
}

/** Marks, in `out`, the rows holding any of the tags. */
function markTags(c: MatchColumns, tags: string[], out: Uint8Array) {
  for (const tag of tags) {
    const rows = c.rowsByTag.get(tag)
    if (rows) for (const r of rows) out[r] = 1
  }
}

/**
 * Every row's score, exactly as matchScore computes it in the database: 3 points per shared skill (at most 5),
 * 2 for a preferred place (the name anywhere in the location), 2 for a stage, 1 for a job function; doubled,
 * plus one for a trending row.
 */
export function scoreRows(c: MatchColumns, p: MatchProfile): Uint8Array {
  const n = c.size
  const points = new Uint8Array(n)
  const skills = skillTermLists(p)
  if (skills.length) {
    const shared = new Uint8Array(n)
    const lastSkill = new Int32Array(n).fill(-1)
    skills.forEach((terms, s) => {
      for (const term of terms) {
        const rows = c.rowsByTag.get(term)
        if (!rows) continue
        for (const r of rows) {
          if (lastSkill[r] === s) continue
          lastSkill[r] = s
          if (shared[r]! < MAX_SKILLS_COUNTED) shared[r]!++
        }
      }
    })
    for (let r = 0; r < n; r++) points[r] = shared[r]! * SKILL_POINTS
  }
  const names = placeNames(p)
  if (names.length) {
    const ok = c.places.map((place) => names.some((name) => place.includes(name)))
    for (let r = 0; r < n; r++) if (c.place[r]! >= 0 && ok[c.place[r]!]) points[r]! += PLACE_POINTS
  }
  const stages = stagePatterns(p)
  if (stages.length) {
    const ok = c.stages.map((stage) => stages.some((pattern) => likeMatches(stage, pattern)))
    for (let r = 0; r < n; r++) if (c.stage[r]! >= 0 && ok[c.stage[r]!]) points[r]! += STAGE_POINTS
  }
  const words = domainWords(p)
  if (words.length) {
    const hinted = new Uint8Array(n)
    markTags(c, words, hinted)
    const ok = c.sectors.map((sector) => words.includes(sector))
    for (let r = 0; r < n; r++) {
      if (hinted[r] || (c.sector[r]! >= 0 && ok[c.sector[r]!])) points[r]! += DOMAIN_POINTS
    }
  }
  const scores = new Uint8Array(n)
  for (let r = 0; r < n; r++) scores[r] = points[r]! * 2 + c.trending[r]!
  return scores
}

/** Whether row `r` holds the tag: its rows are listed in ascending order. */
function hasTag(c: MatchColumns, tag: string, r: number): boolean {
  const rows = c.rowsByTag.get(tag)
  return rows !== undefined && rows[firstAtOrAfter(rows, r)] === r
}

/**
 * Whether memory tells a profile's matches exactly as the database does: a place name the student typed is
 * compared case-insensitively, and lower-casing beyond ASCII is the database's rule.
 */
export const partsToldInMemory = (p: MatchProfile): boolean =>
  placeNames(p).every((name) => /^[\x20-\x7e]*$/.test(name))

/** What partsOfRow compares a page's rows with: the profile's terms, worked out once per page. */
export interface ProfileTerms {
  skills: { skill: string; terms: string[] }[]
  names: string[]
  stages: string[]
  domains: { domain: string; words: string[] }[]
}

export function profileTerms(p: MatchProfile): ProfileTerms {
  return {
    skills: p.skills.map((skill) => ({ skill, terms: skillTerms(skill) })),
    names: placeNames(p),
    stages: stagePatterns(p),
    domains: p.domains.map((domain) => ({ domain, words: DOMAIN_WORDS[domain.toLowerCase()] ?? [] })),
  }
}

/**
 * What matched on row `r`, exactly as matchParts computes it in the database: the skills a tag spells (in the
 * profile's order), the row's location when a preferred place is in it, its funding round when that is a
 * preferred stage, and the job functions its tags or sector suggest. `location` and `stage` are the row's own
 * texts, as the card shows them.
 */
export function partsOfRow(
  c: MatchColumns,
  terms: ProfileTerms,
  r: number,
  row: { location: string | null; stage: string | null },
): MatchParts {
  const place = c.place[r]!
  const placeHit = place >= 0 && terms.names.some((name) => c.places[place]!.includes(name))
  const stage = c.stage[r]!
  const stageHit = stage >= 0 && terms.stages.some((pattern) => likeMatches(c.stages[stage]!, pattern))
  const sector = c.sector[r]! >= 0 ? c.sectors[c.sector[r]!]! : null
  return {
    skills: terms.skills.filter((s) => s.terms.some((term) => hasTag(c, term, r))).map((s) => s.skill),
    place: placeHit ? row.location : null,
    stage: stageHit ? row.stage : null,
    domains: terms.domains
      .filter((d) => d.words.some((w) => hasTag(c, w, r) || w === sector))
      .map((d) => d.domain),
  }
}
