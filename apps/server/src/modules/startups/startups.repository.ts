import { and, asc, desc, eq, gt, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { StartupSort } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import {
  startupEmployees,
  startupSectorCounts,
  startupTags,
  startupViews,
  startups,
} from '../../db/schema/index.ts'
import {
  hasMatchProfile,
  matchParts,
  matchLevels,
  matchScore,
  matchTopTier,
  sharesSkill,
  NO_PROFILE,
  type MatchParts,
  type MatchProfile,
  type MatchTarget,
} from '../../lib/match-score.ts'
import type { Cursor } from './cursor.ts'
import type { SearchTerms } from './search-terms.ts'

export interface ListFilter {
  search: SearchTerms | null
  sector: string | undefined
  sort: StartupSort
  cursor: Cursor | null
  limit: number
  /** the signed-in student's profile: required by the best-match sort */
  profile?: MatchProfile
}

// Spelled out in full: inside a select drizzle renders ${startups.id} unqualified, which the subquery would
// resolve to its own table's id.
const tagsOf = sql<
  string[]
>`coalesce((select array_agg(t.tag order by t.tag) from ${startupTags} t where t.startup_id = "startups"."id"), '{}')`

/** What a directory card shows; the detail adds to it. Named columns: the tsvector never leaves the database. */
const cardColumns = {
  id: startups.id,
  name: startups.name,
  description: startups.description,
  logoUrl: startups.logoUrl,
  location: startups.location,
  sector: startups.sector,
  teamSize: startups.teamSize,
  fundingAmount: startups.fundingAmount,
  isHiring: startups.isHiring,
  isTrending: startups.isTrending,
  status: startups.status,
  tags: tagsOf,
}

/** The three ways a row can match a search, in relevance order; null where the text is too short for one. */
function searchTests(search: SearchTerms) {
  return {
    // name contains the text
    nameHit: search.substring ? sql`${startups.name} ilike ${search.likePattern}` : null,
    // word-prefix full-text hit (name, tags, sector, description, location)
    fullText: search.tsquery
      ? sql`${startups.searchVector} @@ to_tsquery('simple', ${search.tsquery})`
      : null,
    // word similarity: a typo in one word of a longer name still matches
    typo: search.fuzzy ? sql`${search.text} <% ${startups.name}` : null,
  }
}

/** Matches a search: name contains the text, a word-prefix full-text hit, or a name within typo distance. */
function searchCondition(search: SearchTerms): SQL {
  const parts = Object.values(searchTests(search)).filter((p): p is SQL => p !== null)
  return parts.length ? or(...parts)! : sql`false`
}

/** Relevance tier: 0 name contains the text, 1 full-text hit (name, tags, sector, description, location), 2 typo match. */
function tierOf(search: SearchTerms | null): SQL<number> {
  if (!search) return sql<number>`0`
  const { nameHit, fullText } = searchTests(search)
  return sql<number>`(case ${nameHit ? sql`when ${nameHit} then 0` : sql``} ${fullText ? sql`when ${fullText} then 1` : sql``} else 2 end)`
}

/** Each relevance tier as the rows only it holds (the tiers tierOf gives), for reading one tier at a time. */
function searchTiers(search: SearchTerms): { tier: number; only: SQL }[] {
  const { nameHit, fullText, typo } = searchTests(search)
  const not = (test: SQL | null) => (test ? sql`not (${test})` : undefined)
  const tiers: { tier: number; only: SQL }[] = []
  if (nameHit) tiers.push({ tier: 0, only: nameHit })
  if (fullText) tiers.push({ tier: 1, only: and(fullText, not(nameHit))! })
  if (typo) tiers.push({ tier: 2, only: and(typo, not(nameHit), not(fullText))! })
  return tiers
}

interface SortKey {
  /** the sort columns, compared as one row against the cursor */
  keys: SQL[]
  /** the same, as the exact text a cursor carries */
  keyText: SQL<string>
  /** the cursor's text back into SQL values, one per key */
  cast: (v: string) => SQL[]
  dir: 'asc' | 'desc'
  /** best-match: the score, selected once so the cursor can carry it */
  score?: SQL<number>
}

const byCreatedAt = (dir: 'asc' | 'desc'): SortKey => ({
  keys: [sql`${startups.createdAt}`],
  keyText: sql<string>`${startups.createdAt}::text`,
  cast: (v) => [sql`${v}::timestamptz`],
  dir,
})

const byName = (dir: 'asc' | 'desc'): SortKey => ({
  keys: [sql`lower(${startups.name})`],
  keyText: sql<string>`lower(${startups.name})`,
  cast: (v) => [sql`${v}`],
  dir,
})

/** A startup as the match score sees it: its tags, location, round and stored words. */
export const startupMatchTarget: MatchTarget = {
  tags: sql`${startups.matchTags}`,
  places: [sql`${startups.location}`],
  stage: sql`${startups.fundingRound}`,
  sector: sql`lower(${startups.sector})`,
}

/** Score, then newest, then id; the cursor carries "score|created_at". */
function byMatch(profile: MatchProfile): SortKey {
  const score = matchScore(startupMatchTarget, profile, sql`${startups.isTrending}`)
  return {
    keys: [score, sql`${startups.createdAt}`],
    // the score itself is in the sort key: spelled again here PostgreSQL would compute it twice per row
    keyText: sql<string>`${startups.createdAt}::text`,
    score,
    cast: (v) => {
      const [score = '0', at = ''] = v.split('|')
      return [sql`${Number(score)}::int`, sql`${at}::timestamptz`]
    },
    dir: 'desc',
  }
}

/**
 * Best match among rows of one score, or among rows scoring 0 or 1 (trending or not): the same order and
 * cursor as byMatch, spelled by the columns so the (is_trending, created_at, id) index walks it.
 */
function byTrending(score: SQL<number>): SortKey {
  return {
    keys: [sql`${startups.isTrending}`, sql`${startups.createdAt}`],
    keyText: sql<string>`${startups.createdAt}::text`,
    score,
    cast: (v) => {
      const [s = '0', at = ''] = v.split('|')
      // a score's last bit is the trending point
      return [sql`${Number(s) % 2 === 1}::boolean`, sql`${at}::timestamptz`]
    },
    dir: 'desc',
  }
}

function sortKeyOf(filter: ListFilter): SortKey {
  switch (filter.sort) {
    case 'latest':
      return byCreatedAt('desc')
    case 'oldest':
      return byCreatedAt('asc')
    case 'a-z':
      return byName('asc')
    case 'z-a':
      return byName('desc')
    case 'best-match':
      return byMatch(filter.profile ?? NO_PROFILE)
  }
}

/** Rows strictly after the cursor in (tier asc, keys dir, id dir) order. */
function afterCursor(filter: ListFilter, sortKey: SortKey, tier: SQL<number>): SQL | undefined {
  const { cursor } = filter
  if (!cursor) return undefined
  const { keys, cast, dir } = sortKey
  const cmp = dir === 'asc' ? sql`>` : sql`<`
  const keyed = sql`(${sql.join(keys, sql`, `)}, ${startups.id}) ${cmp} (${sql.join(cast(cursor.key), sql`, `)}, ${cursor.id}::uuid)`
  if (!filter.search) return keyed
  return sql`(${tier} > ${cursor.tier} or (${tier} = ${cursor.tier} and ${keyed}))`
}

export async function listStartupPage(db: Db, filter: ListFilter) {
  if (filter.search) return searchPage(db, filter, filter.search)
  if (filter.sort === 'best-match') return bestMatchPage(db, filter)
  return pageQuery(db, filter)
}

/**
 * A search's page, tier by tier from the cursor's: each tier sorted on its own by the chosen order, so the
 * planner can walk the (created_at, id) or (sector, created_at, id) index with a LIMIT where a tier is dense,
 * instead of sorting every match by a CASE no index holds (docs/decisions/011: "ai" in Healthtech 86 ms
 * sorted, 1 ms walked). The order and the cursor (tier, keys, id) are unchanged.
 */
async function searchPage(db: Db, filter: ListFilter, search: SearchTerms): Promise<PageRow[]> {
  const from = filter.cursor?.tier ?? 0
  const rows: PageRow[] = []
  for (const { tier, only } of searchTiers(search)) {
    if (rows.length > filter.limit) break
    if (tier < from) continue
    const cursor = tier === from ? filter.cursor : null
    // pageQuery reads one more than its limit: together exactly one past the page
    const limit = filter.limit - rows.length
    const read = await pageQuery(db, { ...filter, search: null, cursor, limit }, only)
    rows.push(...read.map((row) => ({ ...row, tier })))
  }
  return rows
}

// Up to this many rows sharing a skill, sorting them beats walking the index past the others.
const FEW_SHARE_SKILL = 1000

// Whether few rows share the skills only picks the plan (either plan gives the same page), so it is kept a
// minute per database and skill list: the count reads up to 1,000 rows, a page read by levels far fewer.
const fewShareSkillCache = new WeakMap<Db, LRUCache<string, { few: boolean }>>()

async function fewRowsShareSkill(db: Db, profile: MatchProfile): Promise<boolean> {
  const test = sharesSkill(startupMatchTarget, profile)
  if (!test) return true
  let cache = fewShareSkillCache.get(db)
  if (!cache) fewShareSkillCache.set(db, (cache = new LRUCache({ max: 1000, ttl: 60_000 })))
  const key = JSON.stringify(profile.skills)
  const known = cache.get(key)
  if (known) return known.few
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${startups} where ${test} limit ${FEW_SHARE_SKILL}) as sharing`)
  const few = (row?.n ?? 0) < FEW_SHARE_SKILL
  cache.set(key, { few })
  return few
}

/**
 * The page as one query over every match (a search sorted by the tier CASE, best match by scoring every
 * startup): the reference searchPage and bestMatchPage are tested against (same rows, same page).
 */
export function wholeOrderPage(db: Db, filter: ListFilter) {
  return pageQuery(db, filter)
}

type PageRow = Awaited<ReturnType<typeof pageQuery>>[number]

/**
 * Best match without scoring every startup. The order is score, newest, id, and the score is a small integer,
 * so a page is read band by band from the cursor's score down, each band from the rows only it can hold,
 * until the page is full: (1) rows sharing two or more skills, above what one skill can reach (pairs in the
 * tag-array index); (2) each lower score on its own, trending or not, from its level's candidates (the
 * planner walks the (is_trending, created_at, id) index when they are common, gathers them from the indexes
 * when rare); (3) the rows that match nothing, by trending and newest. Every band returns its rows in the full
 * order, so the page is exactly the full query's page (docs/decisions/011).
 */
async function bestMatchPage(db: Db, filter: ListFilter): Promise<PageRow[]> {
  const profile = filter.profile ?? NO_PROFILE
  const score = matchScore(startupMatchTarget, profile, sql`${startups.isTrending}`)
  // with nothing to match every score is the trending point alone
  if (!hasMatchProfile(profile)) return pageQuery(db, filter, undefined, byTrending(score))
  const cursorScore = filter.cursor ? Number(filter.cursor.key.split('|')[0]) : Infinity
  const rows: PageRow[] = []
  const full = () => rows.length > filter.limit
  const read = async (only: SQL, sortKey: SortKey | undefined, cursor: Cursor | null) => {
    const limit = filter.limit - rows.length // pageQuery reads one more
    rows.push(...(await pageQuery(db, { ...filter, cursor, limit }, only, sortKey)))
  }

  const top = matchTopTier(startupMatchTarget, profile)
  if (top && cursorScore > top.above) {
    await read(sql`${top.candidates} and ${score} > ${top.above}`, undefined, filter.cursor)
  }
  const ceiling = Math.min(cursorScore, top ? top.above : Infinity)
  let fewShareSkill: boolean | undefined
  for (const level of matchLevels(startupMatchTarget, profile)) {
    for (const trending of [1, 0]) {
      const s = level.points * 2 + trending
      if (full() || s > ceiling) continue
      // the score test is exact; wrapped in a CASE the planner counts it as a coin toss instead of
      // guessing 1 in 200, so its row estimate (and the choice of index) follows the level's candidates
      // (the trending test spelled out lets an index walk start at its half of the index)
      const only = sql`${startups.isTrending} = ${trending === 1} and ${level.candidates}
        and (case when ${score} = ${s} then true else false end)`
      // The planner cannot tell a skill no tag spells from a rare one and may walk the whole index for it:
      // when few rows share a skill, a level only they reach is sorted from the tag index (byMatch's order,
      // which within one score is byTrending's).
      fewShareSkill ??= level.needsSkill || level.loose ? await fewRowsShareSkill(db, profile) : undefined
      // More skills than pairs are spelled for, and many rows share one: nothing narrows the rows sharing
      // two or more, so this page is the full query's (docs/decisions/011: a profile of over 20 skills).
      if (level.loose && !fewShareSkill) return pageQuery(db, filter)
      const gather = level.needsSkill && fewShareSkill
      await read(only, gather ? undefined : byTrending(score), s === cursorScore ? filter.cursor : null)
    }
  }
  if (!full()) {
    await read(sql`${score} < 2`, byTrending(score), cursorScore <= 1 ? filter.cursor : null)
  }
  return rows
}

function pageQuery(db: Db, filter: ListFilter, only?: SQL, sortKey = sortKeyOf(filter)) {
  const tier = tierOf(filter.search)
  const order = sortKey.dir === 'asc' ? asc : desc
  const where = and(
    filter.search ? searchCondition(filter.search) : undefined,
    filter.sector ? eq(startups.sector, filter.sector) : undefined,
    afterCursor(filter, sortKey, tier),
    only,
  )
  const matching = filter.sort === 'best-match' && filter.profile
  return db
    .select({
      ...cardColumns,
      tier,
      sortKey: sortKey.keyText,
      score: sortKey.score ?? sql<number>`0`,
      // What matched, for the page's rows only: PostgreSQL evaluates a costly output column after the sort
      // and limit (see EXPLAIN VERBOSE in docs/decisions/011), so this never runs over the whole table.
      matched: matching
        ? matchParts(startupMatchTarget, filter.profile!)
        : sql<MatchParts | null>`null::json`,
    })
    .from(startups)
    .where(where)
    .orderBy(...(filter.search ? [asc(tier)] : []), ...sortKey.keys.map((k) => order(k)), order(startups.id))
    .limit(filter.limit + 1)
}

export interface MatchCounts {
  /** matches per sector ('' or null: none); without counts when the search matched more than the cap */
  sectors: { sector: string | null; count?: number }[]
  /** every match, at most `cap` */
  all: number
  allAtLeast: boolean
  /** matches in the chosen sector, at most `cap` (undefined without a chosen sector) */
  inSector?: number
  inSectorAtLeast?: boolean
}

/**
 * Matches per sector for the current search; the chosen sector is ignored so every chip keeps its count.
 * Without a search the trigger-kept counters answer (exact). With one, at most cap + 1 matches are read: up
 * to the cap every count is exact; past it only "at least cap" is known, for all sectors and for the chosen
 * one, and the chips go without counts, since an exact count per sector would read every matching row
 * (docs/decisions/011: 21,000 heap rows for "ai", where a capped count per sector plans worse still).
 *
 * One statement: the chosen sector's capped count first, then the sample of every sector only if that count is
 * within the cap (past it the whole search is past it too, and the chips have no counts: the sample is never
 * read, a One-Time Filter), then the sector names the chips list when the sample passes the cap. `listed`:
 * the search's every match, from a first page that was not full; then nothing (or only the sample) is read.
 */
export async function countMatches(
  db: Db,
  search: SearchTerms | null,
  sector: string | undefined,
  cap: number,
  /** every match (in the chosen sector), when a first page shorter than a page has listed them all */
  listed?: { sector: string | null }[],
): Promise<MatchCounts> {
  if (!search) {
    const rows = await db
      .select({ sector: startupSectorCounts.sector, count: startupSectorCounts.count })
      .from(startupSectorCounts)
      .where(gt(startupSectorCounts.count, 0))
    const sectors = rows.map((r) => ({ sector: r.sector || null, count: r.count }))
    return exactCounts(sectors, sector)
  }
  if (listed && !sector) {
    const bySector = new Map<string | null, number>()
    for (const row of listed) bySector.set(row.sector, (bySector.get(row.sector) ?? 0) + 1)
    return exactCounts(
      [...bySector].map(([sector, count]) => ({ sector, count })),
      undefined,
    )
  }
  const matching = (columns: SQL, where?: SQL) =>
    sql.join(
      countParts(search).map(
        (part) => sql`(select ${columns} from ${startups} where ${and(part, where)} limit ${cap + 1})`,
      ),
      sql` union all `,
    )
  const inSectorCte =
    sector && !listed
      ? sql`in_sector as (select count(*)::int as n from (select from (${matching(sql`1`, eq(startups.sector, sector))}) as u limit ${cap + 1}) as m),`
      : sql``
  const sampleGate = sector && !listed ? sql`(select n from in_sector) <= ${cap}` : undefined
  const inSectorSelect = sector && !listed ? sql`union all select 'in_sector', null, n from in_sector` : sql``
  const { rows } = await db.execute<{
    kind: 'sample' | 'in_sector' | 'known'
    sector: string | null
    count: number | null
  }>(sql`
    with ${inSectorCte}
    sample as (select sector from (${matching(sql`${startups.sector} as sector`, sampleGate)}) as m limit ${cap + 1})
    select 'sample' as kind, sector, count(*)::int as count from sample group by sector
    ${inSectorSelect}
    union all select 'known', ${startupSectorCounts.sector}, null from ${startupSectorCounts}
      where ${startupSectorCounts.count} > 0 and ${startupSectorCounts.sector} <> ''`)
  const sample = rows
    .filter((r) => r.kind === 'sample')
    .map((r) => ({ sector: r.sector, count: r.count ?? 0 }))
  const inSectorRow = rows.find((r) => r.kind === 'in_sector')
  const inSector = listed ? listed.length : inSectorRow ? Number(inSectorRow.count) : undefined
  // the sample is empty when the chosen sector alone passed the cap, and read otherwise
  const sectorPast = inSector !== undefined && inSector > cap
  if (!sectorPast && sample.reduce((sum, c) => sum + c.count, 0) <= cap) return exactCounts(sample, sector)
  return {
    sectors: rows.filter((r) => r.kind === 'known').map((r) => ({ sector: r.sector })),
    all: cap,
    allAtLeast: true,
    ...(inSector === undefined ? {} : { inSector: Math.min(inSector, cap), inSectorAtLeast: inSector > cap }),
  }
}

/**
 * A search's matches as three disjoint parts, read one after the other up to the cap: word-prefix hits (the
 * broadest exact test: the name's words are in the search vector too), then name hits that are not, then typos
 * that are neither. A LIMIT over them stops in the first parts when those hold enough, and each part gets its
 * own plan, so the costly typo test (word similarity, ≈ 2 µs a row) never runs over a seq scan for a broad word
 * (docs/decisions/011: "labs", 30 ms as one OR, ≈ 5 ms in parts).
 */
function countParts(search: SearchTerms): SQL[] {
  const { nameHit, fullText, typo } = searchTests(search)
  const not = (test: SQL | null) => (test ? sql`not (${test})` : undefined)
  const parts: SQL[] = []
  if (fullText) parts.push(fullText)
  if (nameHit) parts.push(and(nameHit, not(fullText))!)
  if (typo) parts.push(and(typo, not(nameHit), not(fullText))!)
  return parts
}

function exactCounts(sectors: { sector: string | null; count: number }[], sector: string | undefined) {
  return {
    sectors,
    all: sectors.reduce((sum, c) => sum + c.count, 0),
    allAtLeast: false,
    ...(sector
      ? { inSector: sectors.find((c) => c.sector === sector)?.count ?? 0, inSectorAtLeast: false }
      : {}),
  }
}

export async function findStartup(db: Db, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      fundingRound: startups.fundingRound,
      fundingDate: startups.fundingDate,
      website: startups.website,
      createdAt: startups.createdAt,
      viewsCount: startups.viewsCount,
      savesCount: startups.savesCount,
    })
    .from(startups)
    .where(eq(startups.id, id))
  return row ?? null
}

export async function listEmployees(db: Db, startupId: string) {
  return db
    .select()
    .from(startupEmployees)
    .where(eq(startupEmployees.startupId, startupId))
    .orderBy(asc(startupEmployees.createdAt), asc(startupEmployees.id))
}

/**
 * Counts a view once per viewer per day, in one statement: the counter only moves when the
 * (startup, viewer, day) row is new, so concurrent requests cannot double count or lose updates.
 */
export async function recordView(db: Db, startupId: string, viewerKey: string): Promise<boolean> {
  const result = await db.execute(sql`
    with fresh as (
      insert into ${startupViews} (startup_id, viewer_key, day)
      select id, ${viewerKey}, current_date from ${startups} where id = ${startupId}
      on conflict do nothing
      returning startup_id
    )
    update ${startups} set views_count = views_count + 1
    where id in (select startup_id from fresh)
    returning id`)
  return result.rows.length > 0
}

export async function listLogos(db: Db, limit: number) {
  return db
    .select({ id: startups.id, name: startups.name, logoUrl: sql<string>`${startups.logoUrl}` })
    .from(startups)
    .where(isNotNull(startups.logoUrl))
    .orderBy(desc(startups.isTrending), asc(startups.id))
    .limit(limit)
}
