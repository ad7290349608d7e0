import { eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { userPreferences, userProfiles, users } from '../db/schema/index.ts'
import { containsPattern } from './like-pattern.ts'

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
const SKILL_POINTS = 3
const MAX_SKILLS_COUNTED = 5
const PLACE_POINTS = 2
const STAGE_POINTS = 2
const DOMAIN_POINTS = 1
/** The largest raw score: the cursor refuses anything above what this can write. */
export const MAX_MATCH_SCORE =
  (SKILL_POINTS * MAX_SKILLS_COUNTED + PLACE_POINTS + STAGE_POINTS + DOMAIN_POINTS) * 2 + 1

// COMPANY_STAGES → funding_round texts (lower case, LIKE patterns). Series C+ covers every later round.
const STAGE_PATTERNS: Record<string, string[]> = {
  'pre-seed': ['pre-seed', 'pre seed', 'preseed', 'angel'],
  seed: ['seed'],
  'series a': ['series a'],
  'series b': ['series b'],
  'series c+': ['series c%', 'series d%', 'series e%', 'series f%', 'growth%', 'late%'],
  bootstrapped: ['bootstrap%', 'self-funded%'],
  public: ['public%', 'ipo%', 'listed%'],
}

// DOMAIN_CHOICES are job functions, not industries: each is recognised by tags and sectors that suggest the
// function has work there (a B2B/CRM startup sells, a logistics one runs operations). Lower-case tag spellings.
const DOMAIN_WORDS: Record<string, string[]> = {
  product: ['product', 'saas', 'workflow', 'analytics', 'api', 'sdk', 'collaboration'],
  marketing: ['marketing', 'adtech', 'advertising', 'd2c', 'brand', 'social', 'consumer'],
  growth: ['growth', 'marketplace', 'd2c', 'subscription', 'quick-commerce', 'e-commerce'],
  brand: ['brand', 'branding', 'fashion', 'd2c', 'lifestyle', 'consumer'],
  design: ['design', 'ux', 'ui', 'creative', 'fashion', 'gaming', 'game-dev'],
  content: ['content', 'media', 'creator', 'publishing', 'video', 'edtech', 'language-learning'],
  community: ['community', 'social', 'creator', 'esports', 'multiplayer', 'open-source'],
  sales: ['sales', 'b2b', 'crm', 'enterprise', 'procurement', 'b2b-commerce'],
  operations: [
    'operations',
    'logistics',
    'supply-chain',
    'warehousing',
    'fleet-management',
    'freight',
    'last-mile',
  ],
}

/** Spellings of a skill a tag may use: "Node.js" → node.js, nodejs, node-js. */
function skillSpellings(skill: string): string[] {
  const lower = skill.trim().toLowerCase()
  const words = lower.match(/[\p{L}\p{N}+#]+/gu) ?? []
  return [...new Set([lower, words.join(''), words.join('-')].filter(Boolean))]
}

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`
const intArray = (values: number[]) => sql`${sql.param(values)}::int[]`

export function hasMatchProfile(p: MatchProfile): boolean {
  return (
    p.skills.length > 0 || p.locations.length > 0 || stagePatterns(p).length > 0 || domainWords(p).length > 0
  )
}

function stagePatterns(p: MatchProfile) {
  return p.stages.flatMap((s) => STAGE_PATTERNS[s.toLowerCase()] ?? [])
}

function domainWords(p: MatchProfile) {
  return [...new Set(p.domains.flatMap((d) => DOMAIN_WORDS[d.toLowerCase()] ?? []))]
}

// Old and new names of the same city: a student's "Bengaluru" finds a listing's "Bangalore".
const PLACE_ALIASES: string[][] = [
  ['bengaluru', 'bangalore'],
  ['gurugram', 'gurgaon'],
  ['mumbai', 'bombay'],
  ['chennai', 'madras'],
]

function placePatterns(p: MatchProfile) {
  const names = p.locations.map((l) => l.trim().toLowerCase()).filter(Boolean)
  const all = names.flatMap((n) => PLACE_ALIASES.find((a) => a.includes(n)) ?? [n])
  return [...new Set(all)].map(containsPattern)
}

/**
 * The listing's score for the profile, computed by the database: 3 points per shared skill (at most 5
 * counted), 2 for a preferred location, 2 for a preferred stage, 1 for a job-function hint; doubled, plus one
 * for a trending listing so that, among equals (and for a student with no profile at all), trending comes
 * first. Only cheap tests run for every row; the per-skill count runs only where some tag already matched.
 */
export function matchScore(target: MatchTarget, p: MatchProfile, trending: SQL): SQL<number> {
  const parts: SQL[] = []
  const skills = p.skills.map(skillSpellings).filter((s) => s.length)
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

// Pairs of skills: up to 20 skills, at most 190 index pairs (≈ 3 ms to plan); a resume may bring 50 skills,
// whose 1,225 pairs took seconds of index scans at 100,000 startups.
const MAX_PAIR_SKILLS = 20

/** Rows sharing two or more of the skills: one AND of two tag-index tests per pair. */
function sharesTwoSkills(target: MatchTarget, skills: string[][]): SQL | null {
  if (skills.length < 2 || skills.length > MAX_PAIR_SKILLS) return null
  const has = (s: string[]) => sql`${target.tags} && ${textArray(s)}`
  const pairs = skills.flatMap((a, i) => skills.slice(i + 1).map((b) => sql`(${has(a)} and ${has(b)})`))
  return sql`(${sql.join(pairs, sql` or `)})`
}

export function matchTopTier(target: MatchTarget, p: MatchProfile): MatchTier | null {
  const candidates = sharesTwoSkills(
    target,
    p.skills.map(skillSpellings).filter((s) => s.length),
  )
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

/** Rows sharing any of the student's skills (the tag-array index finds them); null without skills. */
export function sharesSkill(target: MatchTarget, p: MatchProfile): SQL | null {
  const spellings = p.skills.flatMap(skillSpellings)
  return spellings.length ? sql`${target.tags} && ${textArray(spellings)}` : null
}

type CriterionOption = { points: number; test: SQL | null; name: string }
const NOT_MET: CriterionOption = { points: 0, test: null, name: '' }

/** A criterion met or not: its two options, or only "not met" when the profile does not ask for it. */
function yesOrNo(asked: boolean, points: number, name: string, test: () => SQL): CriterionOption[] {
  return asked ? [NOT_MET, { points, name, test: test() }] : [NOT_MET]
}

export function matchLevels(target: MatchTarget, p: MatchProfile): MatchLevel[] {
  const skills = p.skills.map(skillSpellings).filter((s) => s.length)
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

/**
 * What matched, for the rows of one page: the student's skills a tag spells, the first matching place, the
 * stage and the job functions. Select it only in an outer query over the page, never over the whole table.
 */
export function matchParts(target: MatchTarget, p: MatchProfile): SQL<MatchParts> {
  const skills = p.skills.filter((s) => skillSpellings(s).length)
  const spellings = skills.flatMap((s, n) => skillSpellings(s).map((v) => ({ v, skill: s, n })))
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

/** The student's skills and preferences; a student who never saved a profile has an empty one. */
export async function loadMatchProfile(db: Db, userId: string): Promise<MatchProfile> {
  const [row] = await db
    .select({
      skills: userProfiles.skills,
      locations: userPreferences.preferredLocations,
      stages: userPreferences.preferredCompanyStages,
      domains: userPreferences.preferredDomains,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
  return {
    skills: row?.skills ?? [],
    locations: row?.locations ?? [],
    stages: row?.stages ?? [],
    domains: row?.domains ?? [],
  }
}
