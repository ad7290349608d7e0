import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { startupEmployees, startupReads as r, startupViews as v, startups } from '../../db/schema/index.ts'
import { bare, bareList } from '../../db/sql-names.ts'
import { bestMatchPage } from './startup-best-match-page.ts'
import { cardColumns, pageQuery, plainPageWith, type ListFilter } from './startup-page-query.ts'
import { sectorCountsJson } from './startup-sector-counts.ts'
import type { SearchTerms } from './search-terms.ts'
import { searchPage } from './startup-search-page.ts'

// The directory's plain reads and writes. A page of the list is read from the database by one of three plans,
// each in its own file: a search tier by tier, best match band by band, or any other order in one query (the
// service asks the in-memory index first); the per-sector counts live in startup-sector-counts.ts.

export async function listStartupPage(db: Db, filter: ListFilter) {
  if (filter.search) return searchPage(db, filter, filter.search)
  if (filter.sort === 'best-match') return bestMatchPage(db, filter)
  return pageQuery(db, filter)
}

/** A page in a plain order (no search, not best match) and every sector's count, in one statement. */
export function listPlainPageWithCounts(db: Db, filter: ListFilter) {
  return plainPageWith(db, filter, 'counts', sectorCountsJson)
}

/** A search's typo tier from its start, up to `limit` (+1) rows: the tiers before it were listed in memory. */
export function typoTierPage(db: Db, filter: ListFilter, search: SearchTerms, limit: number) {
  return searchPage(db, { ...filter, cursor: null, limit }, search, 2)
}

export async function findStartup(db: Db, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      fundingRound: startups.fundingRound,
      fundingDate: startups.fundingDate,
      website: startups.website,
      linkedinUrl: startups.linkedinUrl,
      twitterUrl: startups.twitterUrl,
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
export async function recordView(
  db: Db,
  startupId: string,
  viewerKey: string,
  day: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    with fresh as (
      insert into ${v} (${bareList(v.startupId, v.viewerKey, v.day)})
      select ${startups.id}, ${viewerKey}, ${day}::date from ${startups} where ${startups.id} = ${startupId}
      on conflict do nothing
      returning ${v.startupId} as viewed
    )
    update ${startups} set ${bare(startups.viewsCount)} = ${startups.viewsCount} + 1
    where ${startups.id} in (select viewed from fresh)
    returning ${startups.id}`)
  return result.rows.length > 0
}

export interface StudentRead {
  /** false: no such startup (nothing counted) */
  found: boolean
  /** the account's startups read today, this one included; null when it was already read today */
  reads: number | null
}

/**
 * A signed-in account opening a startup, in one statement: a startup it has not opened today adds one to its
 * day's count (an upsert, so concurrent requests and every instance share it); within `limit` the view is
 * recorded (startup_views, which also makes the next opening the same day free) and counted on the startup.
 * Past the limit nothing is recorded, so asking again is counted (and refused) again: the count past the
 * limit is how many pages were refused, and `limited_at` when the first was. In the upsert's SET the table's
 * own columns (`${r.count}`) are the row already there.
 */
export async function recordStudentRead(
  db: Db,
  read: { startupId: string; userId: string; viewerKey: string; day: string; limit: number },
): Promise<StudentRead> {
  const { startupId, userId, viewerKey, day, limit } = read
  const result = await db.execute<{ found: boolean; reads: number | null }>(sql`
    with target as (
      select ${startups.id} as found from ${startups} where ${startups.id} = ${startupId}
    ), seen as (
      select 1 from ${v}
      where ${v.startupId} = ${startupId} and ${v.viewerKey} = ${viewerKey} and ${v.day} = ${day}::date
    ), counted as (
      insert into ${r} (${bareList(r.userId, r.day, r.count, r.limitedAt)})
      select ${userId}::uuid, ${day}::date, 1, case when 1 > ${limit}::int then now() end
      from target where not exists (select 1 from seen)
      on conflict (${bareList(r.userId, r.day)}) do update set
        ${bare(r.count)} = ${r.count} + 1,
        ${bare(r.limitedAt)} = case when ${r.count} + 1 > ${limit}::int then coalesce(${r.limitedAt}, now()) end,
        ${bare(r.updatedAt)} = now()
      returning ${r.count} as reads
    ), fresh as (
      insert into ${v} (${bareList(v.startupId, v.viewerKey, v.day)})
      select found, ${viewerKey}, ${day}::date from target
      where coalesce((select reads from counted), 0) <= ${limit}::int
      on conflict do nothing
      returning ${v.startupId} as viewed
    ), bumped as (
      update ${startups} set ${bare(startups.viewsCount)} = ${startups.viewsCount} + 1
      where ${startups.id} in (select viewed from fresh)
    )
    -- every statement in a WITH runs to completion, read or not
    select exists (select 1 from target) as found, (select reads from counted) as reads`)
  const row = result.rows[0]
  return { found: Boolean(row?.found), reads: row?.reads ?? null }
}

export async function listLogos(db: Db, limit: number) {
  return db
    .select({ id: startups.id, name: startups.name, logoUrl: sql<string>`${startups.logoUrl}` })
    .from(startups)
    .where(isNotNull(startups.logoUrl))
    .orderBy(desc(startups.isTrending), asc(startups.id))
    .limit(limit)
}
