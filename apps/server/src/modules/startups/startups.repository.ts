import { and, asc, desc, eq, gt, isNotNull, or, sql, type SQL } from 'drizzle-orm'
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
  matchScore,
  matchTiers,
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

/** Matches a search: name contains the text, a word-prefix full-text hit, or a name within typo distance. */
function searchCondition(search: SearchTerms): SQL {
  const parts: SQL[] = []
  if (search.substring) parts.push(sql`${startups.name} ilike ${search.likePattern}`)
  // word similarity: a typo in one word of a longer name still matches
  if (search.fuzzy) parts.push(sql`${search.text} <% ${startups.name}`)
  if (search.tsquery) parts.push(sql`${startups.searchVector} @@ to_tsquery('simple', ${search.tsquery})`)
  return parts.length ? or(...parts)! : sql`false`
}

/** Relevance tier: 0 name contains the text, 1 full-text hit (name, tags, sector, description, location), 2 typo match. */
function tierOf(search: SearchTerms | null): SQL<number> {
  if (!search) return sql<number>`0`
  const nameHit = search.substring ? sql`when ${startups.name} ilike ${search.likePattern} then 0` : sql``
  const fullText = search.tsquery
    ? sql`when ${startups.searchVector} @@ to_tsquery('simple', ${search.tsquery}) then 1`
    : sql``
  return sql<number>`(case ${nameHit} ${fullText} else 2 end)`
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
  tags: sql`string_to_array(lower(${startups.tagList}), ' ')`,
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

/** Best match among rows scoring 0 or 1 (trending): the same order and cursor as byMatch, by the columns. */
function byTrending(score: SQL<number>): SortKey {
  return {
    keys: [sql`${startups.isTrending}`, sql`${startups.createdAt}`],
    keyText: sql<string>`${startups.createdAt}::text`,
    score,
    cast: (v) => {
      const [s = '0', at = ''] = v.split('|')
      return [sql`${Number(s) >= 1}::boolean`, sql`${at}::timestamptz`]
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
  // Best match: scoring every startup is a scan of the whole table, so first try the rows that share the
  // student's skills (found through the tag-array index). Above its threshold a tier holds every row there is,
  // so a full page from it is exactly the page the full query would give; short of a page, the full query.
  if (filter.sort === 'best-match' && !filter.search) {
    const profile = filter.profile ?? NO_PROFILE
    const score = matchScore(startupMatchTarget, profile, sql`${startups.isTrending}`)
    // Past every startup that matches something (or with nothing to match): the score is the trending point
    // alone, so the order is trending, newest, id, which an index walks. The filter drops the matched rows.
    const cursorScore = filter.cursor ? Number(filter.cursor.key.split('|')[0]) : null
    if (!hasMatchProfile(profile) || (cursorScore !== null && cursorScore <= 1)) {
      const unmatched = hasMatchProfile(profile) ? sql`${score} < 2` : undefined
      return pageQuery(db, filter, unmatched, byTrending(score))
    }
    for (const t of matchTiers(startupMatchTarget, profile)) {
      const rows = await pageQuery(db, filter, sql`${t.candidates} and ${score} > ${t.above}`)
      if (rows.length > filter.limit) return rows
    }
  }
  return pageQuery(db, filter)
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

/**
 * Matches per sector/**
 * Matches per sector for the current search; the chosen sector is ignored so every chip keeps its count.
 * Without a search the trigger-kept counters answer ('' stands for startups with no sector).
 */
export async function countBySector(db: Db, search: SearchTerms | null) {
  if (!search) {
    const rows = await db
      .select({ sector: startupSectorCounts.sector, count: startupSectorCounts.count })
      .from(startupSectorCounts)
      .where(gt(startupSectorCounts.count, 0))
    return rows.map((r) => ({ sector: r.sector || null, count: r.count }))
  }
  return db
    .select({ sector: startups.sector, count: sql<number>`count(*)::int` })
    .from(startups)
    .where(search ? searchCondition(search) : undefined)
    .groupBy(startups.sector)
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
