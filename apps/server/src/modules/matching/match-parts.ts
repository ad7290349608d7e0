import { sql, type SQL } from 'drizzle-orm'
import { placePatterns, stagePatterns, type MatchProfile } from './match-profile.ts'
import { textArray, type MatchTarget } from './match-score.ts'
import { DOMAIN_WORDS } from './match-words.ts'
import { skillTerms } from './skill-terms.ts'

const intArray = (values: number[]) => sql`${sql.param(values)}::int[]`

/**
 * What matched, for the rows of one page: the student's skills a tag spells, the first matching place, the
 * stage and the job functions. Select it only in an outer query over the page, never over the whole table.
 */
export function matchParts(target: MatchTarget, p: MatchProfile): SQL<MatchParts> {
  const skills = p.skills.filter((s) => skillTerms(s).length)
  const spellings = skills.flatMap((s, n) => skillTerms(s).map((v) => ({ v, skill: s, n })))
  const skillTest = spellings.length
    ? sql`(select coalesce(array_agg(m.skill order by m.n), '{}') from (
        select distinct on (k.n) k.skill, k.n
        from unnest(${textArray(spellings.map((s) => s.v))}, ${textArray(spellings.map((s) => s.skill))},
          ${intArray(spellings.map((s) => s.n))}) k(v, skill, n)
        where k.v = any(${target.tags}) order by k.n) m)`
    : sql`'{}'::text[]`
  const places = placePatterns(p)
  const placeTest =
    places.length && target.places.length
      ? sql`(select t from unnest(array[${sql.join(target.places, sql`, `)}]::text[]) t where t ilike any(${textArray(places)}) limit 1)`
      : sql`null::text`
  const stages = stagePatterns(p)
  const stageTest = stages.length
    ? sql`(case when lower(${target.stage}) like any(${textArray(stages)}) then ${target.stage} end)`
    : sql`null::text`
  const domains = p.domains.filter((d) => DOMAIN_WORDS[d.toLowerCase()])
  const domainTest = domains.length
    ? sql`array_remove(array[${sql.join(
        domains.map(
          (d) =>
            sql`case when ${target.tags} && ${textArray(DOMAIN_WORDS[d.toLowerCase()]!)} or ${target.sector} = any(${textArray(DOMAIN_WORDS[d.toLowerCase()]!)}) then ${d}::text end`,
        ),
        sql`, `,
      )}]::text[], null)`
    : sql`'{}'::text[]`
  return sql<MatchParts>`json_build_object('skills', ${skillTest}, 'place', ${placeTest}, 'stage', ${stageTest}, 'domains', ${domainTest})`
}

/**
 * A page's two match columns: the score its sort computed (0 under another sort), and what matched, for a
 * page sorted by best match (null otherwise). PostgreSQL works out a costly output column after the sort and
 * limit (EXPLAIN VERBOSE in docs/decisions/011), so matchParts runs for the page's rows only.
 */
export function matchColumns(
  target: MatchTarget,
  bestMatchProfile: MatchProfile | undefined,
  score: SQL<number> | undefined,
) {
  return {
    score: score ?? sql<number>`0`,
    matched: bestMatchProfile ? matchParts(target, bestMatchProfile) : sql<MatchParts | null>`null::json`,
  }
}

export interface MatchParts {
  skills: string[]
  place: string | null
  stage: string | null
  domains: string[]
}

/** A few words a card shows: "Matches React, Node.js", "Bengaluru", "Seed", "Suits Sales". */
export function matchReasons(parts: MatchParts | null): string[] {
  if (!parts) return []
  const reasons: string[] = []
  if (parts.skills.length) reasons.push(`Matches ${parts.skills.slice(0, 3).join(', ')}`)
  if (parts.place) reasons.push(parts.place)
  if (parts.stage) reasons.push(parts.stage)
  if (parts.domains.length) reasons.push(`Suits ${parts.domains.slice(0, 2).join(', ')}`)
  return reasons
}
