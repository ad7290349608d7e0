import { sql, type SQL } from 'drizzle-orm'
import {
  domainWords,
  placePatterns,
  skillTermLists,
  stagePatterns,
  type MatchProfile,
} from './match-profile.ts'
import {
  DOMAIN_POINTS,
  MAX_SKILLS_COUNTED,
  PLACE_POINTS,
  SKILL_POINTS,
  STAGE_POINTS,
  sharesSkill,
  sharesTwoSkills,
  textArray,
  type MatchTarget,
} from './match-score.ts'

/**
 * One level of the match: `points` (the score before doubling and the trending point) and a condition every
 * row at that level meets: an OR, over the ways the criteria add up to `points`, of the criteria each way
 * needs. Spelled as plain ilike/like/&&/= tests (never `any(array)` of patterns) so the planner can both use
 * the indexes (trigram on location, lower(funding_round), the tag array, sector) and estimate how many rows
 * qualify: it then walks the (trending, newest) index for a common level and gathers a rare one from the
 * indexes. Not exact on its own (it ignores the criteria a way lacks): the caller adds the score test.
 */
export interface MatchLevel {
  points: number
  candidates: SQL
  /** every way to this level shares a skill: as few rows as share a skill, however common the other tests */
  needsSkill: boolean
  /**
   * some way needs two or more shared skills but its candidates only say "one" (more skills than pairs are
   * spelled for): the planner would take the level for as common as one skill, and it is far rarer
   */
  loose: boolean
}

type CriterionOption = { points: number; test: SQL | null; name: string }
const NOT_MET: CriterionOption = { points: 0, test: null, name: '' }

/** A criterion met or not: its two options, or only "not met" when the profile does not ask for it. */
function yesOrNo(asked: boolean, points: number, name: string, test: () => SQL): CriterionOption[] {
  return asked ? [NOT_MET, { points, name, test: test() }] : [NOT_MET]
}

export function matchLevels(target: MatchTarget, p: MatchProfile): MatchLevel[] {
  const skills = skillTermLists(p)
  const skillTest = sharesSkill(target, p)
  const twoSkills = sharesTwoSkills(target, skills)
  const places = target.places.length ? placePatterns(p) : []
  const stages = stagePatterns(p)
  const words = domainWords(p)
  const anyOf = (tests: SQL[]) => sql`(${sql.join(tests, sql` or `)})`
  // each criterion: its options, the points each gives, its test (null: none needed) and a short name
  const criteria: CriterionOption[][] = [
    [
      NOT_MET,
      ...Array.from({ length: Math.min(MAX_SKILLS_COUNTED, skills.length) }, (_, k) =>
        k === 0
          ? { points: SKILL_POINTS, test: skillTest, name: 's' }
          : twoSkills
            ? { points: SKILL_POINTS * (k + 1), test: twoSkills, name: 'ss' }
            : { points: SKILL_POINTS * (k + 1), test: skillTest, name: 's+' },
      ),
    ],
    yesOrNo(places.length > 0, PLACE_POINTS, 'p', () =>
      anyOf(target.places.flatMap((t) => places.map((pattern) => sql`${t} ilike ${pattern}`))),
    ),
    yesOrNo(stages.length > 0, STAGE_POINTS, 't', () =>
      anyOf(stages.map((pattern) => sql`lower(${target.stage}) like ${pattern}`)),
    ),
    yesOrNo(
      words.length > 0,
      DOMAIN_POINTS,
      'd',
      () => sql`(${target.tags} && ${textArray(words)} or ${target.sector} = any(${textArray(words)}))`,
    ),
  ]
  // every way to pick one option per criterion; ways needing the same tests are the same candidates
  let ways: { points: number; tests: SQL[]; key: string }[] = [{ points: 0, tests: [], key: '' }]
  for (const options of criteria) {
    ways = ways.flatMap((w) =>
      options.map((o) => ({
        points: w.points + o.points,
        tests: o.test ? [...w.tests, o.test] : w.tests,
        key: `${w.key}${o.name}.`,
      })),
    )
  }
  const levels = new Map<number, Map<string, SQL[]>>()
  for (const w of ways) {
    if (w.points === 0) continue
    const level = levels.get(w.points) ?? new Map<string, SQL[]>()
    level.set(w.key, w.tests)
    levels.set(w.points, level)
  }
  // a way's key names its options, skills first ("s.p.." is one skill and the place)
  return [...levels.entries()]
    .sort(([a], [b]) => b - a)
    .map(([points, byKey]) => ({
      points,
      candidates: anyOf([...byKey.values()].map((tests) => sql`(${sql.join(tests, sql` and `)})`)),
      needsSkill: [...byKey.keys()].every((key) => key.startsWith('s')),
      loose: [...byKey.keys()].some((key) => key.startsWith('s+')),
    }))
}
