import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { StartupSort } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { jsonPage, preparedJsonPage } from '../../db/json-page.ts'
import { directoryVersion, startups } from '../../db/schema/index.ts'
import { startupTagsOf } from '../../db/startup-tags-of.ts'
import {
  matchColumns,
  matchScore,
  NO_PROFILE,
  type MatchProfile,
  type MatchTarget,
} from '../matching/index.ts'
import { parseMatchKey, type Cursor } from './cursor.ts'
import type { SearchTerms } from './search-terms.ts'
import { searchCondition, tierOf } from './startup-search-tests.ts'

export interface ListFilter {
  search: SearchTerms | null
  sector: string | undefined
  sort: StartupSort
  cursor: Cursor | null
  limit: number
  /** the signed-in student's profile: required by the best-match sort */
  profile?: MatchProfile
}

/** What a directory card shows; the detail adds to it. Named columns: the tsvector never leaves the database. */
export const cardColumns = {
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
  tags: startupTagsOf,
}

export interface SortKey {
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

/** Score, then newest, then id; the cursor carries the match key (cursor.ts). */
function byMatch(profile: MatchProfile): SortKey {
  const score = matchScore(startupMatchTarget, profile, sql`${startups.isTrending}`)
  return {
    keys: [score, sql`${startups.createdAt}`],
    // the score itself is in the sort key: spelled again here PostgreSQL would compute it twice per row
    keyText: sql<string>`${startups.createdAt}::text`,
    score,
    cast: (v) => {
      const { score, createdAt } = parseMatchKey(v)
      return [sql`${score}::int`, sql`${createdAt}::timestamptz`]
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

/**
 * The page as one query over every match (a search sorted by the tier CASE, best match by scoring every
 * startup): the reference searchPage and bestMatchPage are tested against (same rows, same page).
 */
export function wholeOrderPage(db: Db, filter: ListFilter) {
  return pageQuery(db, filter)
}

export type PageRow = Awaited<ReturnType<typeof pageQuery>>[number]

export function pageQuery(db: Db, filter: ListFilter, only?: SQL, sortKey = sortKeyOf(filter)) {
  const { query, fields } = pageSelect(db, filter, only, sortKey)
  return jsonPage(db, query, fields)
}

/**
 * A page in a plain order (no search, not best match) and a json value `extra` (named by `extraName`), in one
 * statement prepared once per shape: the order, the page size, and whether a sector and a cursor narrow it.
 * Their values go in as placeholders.
 */
export async function plainPageWith<T>(db: Db, filter: ListFilter, extraName: string, extra: SQL<T>) {
  const { sort, limit, sector, cursor } = filter
  // the page size is a placeholder too: a client choosing it must not make a statement per size
  const shape = `plain_page_${extraName}_${sort}${sector ? '_sector' : ''}${cursor ? '_after' : ''}`
  const run = preparedJsonPage(db, shape, () => {
    const placeholder = (name: string) => sql.placeholder(name) as unknown as string
    const shaped: ListFilter = {
      ...filter,
      sector: sector ? placeholder('sector') : undefined,
      cursor: cursor && { tier: 0, key: placeholder('key'), id: placeholder('id') },
    }
    return { ...pageSelect(db, shaped, undefined, sortKeyOf(shaped), sql.placeholder('rows')), extra }
  })
  return run({ sector, key: cursor?.key, id: cursor?.id, rows: limit + 1 })
}

function pageSelect(
  db: Db,
  filter: ListFilter,
  only: SQL | undefined,
  sortKey: SortKey,
  // one more than the page: whether a next page exists
  rows: number | ReturnType<typeof sql.placeholder> = filter.limit + 1,
) {
  const tier = tierOf(filter.search)
  const order = sortKey.dir === 'asc' ? asc : desc
  const where = and(
    filter.search ? searchCondition(filter.search) : undefined,
    filter.sector ? eq(startups.sector, filter.sector) : undefined,
    afterCursor(filter, sortKey, tier),
    only,
  )
  const bestMatchProfile = filter.sort === 'best-match' ? filter.profile : undefined
  const fields = {
    ...cardColumns,
    tier,
    sortKey: sortKey.keyText,
    ...matchColumns(startupMatchTarget, bestMatchProfile, sortKey.score),
  }
  const query = db
    .select(fields)
    .from(startups)
    .where(where)
    .orderBy(...(filter.search ? [asc(tier)] : []), ...sortKey.keys.map((k) => order(k)), order(startups.id))
    .limit(rows)
  return { query, fields }
}

/**
 * The rows of a page already chosen in memory (a best-match ranking, or a search's tiers), with what
 * pageQuery selects for them and the directory's version in the same statement, so the caller can tell
 * whether the choice was made on the directory as it is. `tier` is the search's own CASE, for the caller to
 * check each row against the tier it was listed in. A best-match page's score and matches are the caller's:
 * memory computes them from the same version of the rows (score 0 and no matches here).
 */
export async function pageRowsById(db: Db, ids: string[], by: { search?: SearchTerms } = {}) {
  const { search } = by
  // one statement per shape of the tier test (a name test, a words test); the search's words are placeholders
  const shape = search ? `${search.substring ? '_name' : ''}${search.tsquery ? '_words' : ''}` : ''
  const run = preparedJsonPage(db, `page_rows_by_id${shape || '_plain'}${search ? '_tiered' : ''}`, () => {
    const placeholder = (name: string) => sql.placeholder(name) as unknown as string
    const shaped = search && {
      ...search,
      likePattern: placeholder('like'),
      tsquery: search.tsquery ? placeholder('tsquery') : null,
    }
    const fields = {
      ...cardColumns,
      tier: tierOf(shaped ?? null),
      sortKey: sql<string>`${startups.createdAt}::text`,
      ...matchColumns(startupMatchTarget, undefined, undefined),
      version: sql<number>`(select ${directoryVersion.version} from ${directoryVersion} where ${directoryVersion.id} = 1)::float8`,
    }
    const query = db
      .select(fields)
      .from(startups)
      .where(sql`${startups.id} = any(${sql.placeholder('ids')}::uuid[])`)
    return { query, fields, extra: sql<null>`null` }
  })
  return (await run({ ids, like: search?.likePattern, tsquery: search?.tsquery })).rows
}
