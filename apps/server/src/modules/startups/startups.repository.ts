import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { startupEmployees, startupViews, startups } from '../../db/schema/index.ts'
import { bestMatchPage } from './startup-best-match-page.ts'
import { cardColumns, pageQuery, type ListFilter } from './startup-page-query.ts'
import { searchPage } from './startup-search-page.ts'

// The directory's plain reads and writes. A page of the list is read by one of three plans, each in its own
// file: a search tier by tier, best match band by band, or any other order in one query; the per-sector
// counts live in startup-sector-counts.ts.

export async function listStartupPage(db: Db, filter: ListFilter) {
  if (filter.search) return searchPage(db, filter, filter.search)
  if (filter.sort === 'best-match') return bestMatchPage(db, filter)
  return pageQuery(db, filter)
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
