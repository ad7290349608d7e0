import { createHash } from 'node:crypto'
import { normalizeIP } from '@fastify/rate-limit'
import {
  BEST_MATCH_SIGN_IN,
  DIRECTORY_COUNT_CAP,
  LANDING_LOGOS_FETCHED,
  STARTUP_READS_PER_DAY,
  type StartupDetail,
  type StartupListResponse,
} from '@coldstart/contract'
import type { z } from 'zod'
import type { startupListQuery } from '@coldstart/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, Db } from '../../db/client.ts'
import { listen, type Subscription } from '../../db/notify.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { productToday, secondsUntilProductTomorrow } from '../../lib/product-day.ts'
import { hasMatchProfile, loadMatchProfile, matchReasons, type MatchProfile } from '../matching/index.ts'
import { TtlCache } from '../../lib/ttl-cache.ts'
import type { BestMatchIndex } from './best-match-index.ts'
import { decodeCursor, encodeCursor, matchKey } from './cursor.ts'
import { parseSearch } from './search-terms.ts'
import type { ListFilter, PageRow } from './startup-page-query.ts'
import { countMatches, sectorCounts } from './startup-sector-counts.ts'
import { toStartupEmployee } from './startup-employee.ts'
import * as repo from './startups.repository.ts'

type ListQuery = z.output<typeof startupListQuery>

/** The channel every write to the directory notifies (triggers on startups and startup_tags send it). */
export const DIRECTORY_CHANNEL = 'directory_changed'

/**
 * Directory pages for 30 s: a broad search counts thousands of matches, and the same pages are asked again and
 * again. Every instance drops its pages when any instance (or a seed, or psql) changes the directory: see
 * watchDirectoryChanges.
 */
export function createDirectoryCache() {
  return new TtlCache<StartupListResponse>({ max: 500, ttlMs: 30_000 })
}
export type DirectoryCache = ReturnType<typeof createDirectoryCache>

/** LISTENs for directory changes and clears the cache on each; while the feed is down nothing is cached. */
export function watchDirectoryChanges(
  database: Database,
  cache: DirectoryCache,
  log: FastifyBaseLogger,
): Promise<Subscription> {
  return listen(database, DIRECTORY_CHANNEL, {
    onNotify: () => cache.invalidate(),
    onConnection: (connected) => {
      cache.pause(!connected)
      if (connected) log.info('directory change feed is back: caching directory pages again')
    },
    onError: (err) =>
      log.warn({ err }, 'directory change feed lost: directory pages are not cached meanwhile'),
  })
}

/**
 * One page of the directory. `userId`: the signed-in viewer, which the best-match sort needs (401 without);
 * that sort ranks by one student's profile, so it never goes through the shared cache.
 */
export async function listStartups(
  db: Db,
  query: ListQuery,
  cache?: DirectoryCache,
  userId?: string,
  matchIndex?: BestMatchIndex,
): Promise<StartupListResponse> {
  if (query.sort === 'best-match') {
    if (!userId) throw new HttpError(401, BEST_MATCH_SIGN_IN)
    const profile = await loadMatchProfile(db, userId)
    if (!cache) return queryDirectory(db, query, profile, matchIndex)
    // Kept under the student's own id and what their profile says now: a ranking is never served to anyone
    // else, and saving the profile starts a fresh one.
    return cache.getOrLoad(JSON.stringify(['best-match', userId, profile, ...pageKey(query)]), () =>
      queryDirectory(db, query, profile, matchIndex),
    )
  }
  if (!cache) return queryDirectory(db, query, undefined, matchIndex)
  return cache.getOrLoad(JSON.stringify(pageKey(query)), () =>
    queryDirectory(db, query, undefined, matchIndex),
  )
}

const pageKey = (query: ListQuery) => [
  query.q.trim(),
  query.sector?.trim() ?? '',
  query.sort,
  query.cursor ?? '',
  query.limit,
]

async function queryDirectory(
  db: Db,
  query: ListQuery,
  profile?: MatchProfile,
  matchIndex?: BestMatchIndex,
): Promise<StartupListResponse> {
  const search = parseSearch(query.q)
  const sector = query.sector?.trim() || undefined
  const cursor = decodeCursor(query.cursor, query.sort)
  const [rows, counts] = await pageAndCounts(
    db,
    { search, sector, sort: query.sort, cursor, limit: query.limit, profile },
    matchIndex,
  )
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({
          tier: last.tier,
          key: query.sort === 'best-match' ? matchKey(last.score, last.sortKey) : last.sortKey,
          id: last.id,
        })
      : null
  // most matches first; uncounted chips (a broad search) by name
  const sectors = counts.sectors
    .filter((c): c is { sector: string; count?: number } => Boolean(c.sector))
    .sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || a.sector.localeCompare(b.sector))
  const total = sector ? (counts.inSector ?? 0) : counts.all
  const totalAtLeast = sector ? counts.inSectorAtLeast : counts.allAtLeast
  return {
    items: page.map(({ tier: _tier, sortKey: _sortKey, score: _score, matched, ...card }) =>
      profile ? { ...card, matchReasons: matchReasons(matched) } : card,
    ),
    ...(profile ? { matchProfile: hasMatchProfile(profile) } : {}),
    total,
    ...(totalAtLeast ? { totalAtLeast } : {}),
    allSectorsTotal: counts.all,
    ...(counts.allAtLeast ? { allSectorsTotalAtLeast: true } : {}),
    sectors,
    nextCursor,
  }
}

/**
 * The page and the counts. A search the in-memory index can tell is one statement (the page's rows and the
 * directory's version), which spares a broad search its thousand heap visits to say "1,000+" (docs/decisions/051);
 * a best-match page it ranks takes the counts it keeps per version (docs/decisions/065).
 * Otherwise a search's first page is read first: when it is shorter than a page it lists every
 * match, so the counts come from it (nothing more without a sector, only the other sectors' sample with one)
 * instead of a second pass over the same tiers, which for a sparse search costs more to plan than to run
 * (docs/decisions/011). Otherwise the two are asked side by side, and awaited together, so a failure of
 * either (the database going away) is the request's error, never an unhandled rejection.
 */
async function pageAndCounts(db: Db, filter: ListFilter, matchIndex?: BestMatchIndex) {
  const { search, sector, cursor, limit } = filter
  const count = () => countMatches(db, search, sector, DIRECTORY_COUNT_CAP)
  // a search's first page shorter than a page lists every match: the counts come from it
  const countListed = (rows: PageRow[]) =>
    countMatches(
      db,
      search,
      sector,
      DIRECTORY_COUNT_CAP,
      !cursor && rows.length <= Math.min(limit, DIRECTORY_COUNT_CAP) ? rows : undefined,
    )
  const told = search ? await matchIndex?.search(filter) : null
  if (told && search) {
    // the first two tiers from memory; the typo tier after them, and counts typos could change, from the database
    const rows = told.typosFollow
      ? [...told.rows, ...(await repo.typoTierPage(db, filter, search, limit - told.rows.length))]
      : told.rows
    return [rows, told.counts ?? (await countListed(rows))] as const
  }
  if (filter.sort === 'best-match' && !search && matchIndex) {
    const ranked = await matchIndex.pageAndCounts(filter, count)
    if (ranked?.counts) return [ranked.rows, ranked.counts] as const
  }
  if (search && !cursor) {
    const rows = await repo.listStartupPage(db, filter)
    return [rows, await countListed(rows)] as const
  }
  if (!search && filter.sort !== 'best-match') {
    // the page and the trigger-kept counts in one statement
    const { rows, extra } = await repo.listPlainPageWithCounts(db, filter)
    return [rows, sectorCounts(extra, sector)] as const
  }
  // the index has answered (or declined) best match above: the database ranks without asking it again
  return Promise.all([repo.listStartupPage(db, filter), count()])
}

/**
 * A viewer is the signed-in user, else their address (an IPv6 visitor's /64 network, which one household
 * gets whole): enough to count a view once a day. Not the User-Agent, which the client picks freely, so
 * rotating it counted a new view each time.
 */
export function viewerKeyOf(input: { userId?: string; ip: string }): string {
  if (input.userId) return `user:${input.userId}`
  return `anon:${createHash('sha256').update(normalizeIP(input.ip)).digest('base64url').slice(0, 22)}`
}

const STARTUP_NOT_FOUND = "The startup you're looking for doesn't exist or has been removed."

/** A signed-out visitor's page, its view counted once a day per address (the route strips the contacts). */
export async function getStartup(
  db: Db,
  id: string,
  viewerKey: string,
  now = new Date(),
): Promise<StartupDetail> {
  const [startup, employees] = await Promise.all([repo.findStartup(db, id), repo.listEmployees(db, id)])
  if (!startup) throw notFound(STARTUP_NOT_FOUND)
  const counted = await repo.recordView(db, id, viewerKey, productToday(now))
  return toStartupDetail({ ...startup, viewsCount: startup.viewsCount + (counted ? 1 : 0) }, employees)
}

/** Past the day's STARTUP_READS_PER_DAY: nothing was read; the limit lifts when the product day turns. */
export interface ReadLimitReached {
  limited: true
  retryAfterSeconds: number
}

/**
 * A signed-in account's page, contacts included. The read is counted first (STARTUP_READS_PER_DAY a day, a
 * startup already opened today free), so an account past its limit costs one statement and gets nothing.
 */
export async function getStartupForUser(
  db: Db,
  id: string,
  userId: string,
  now = new Date(),
): Promise<StartupDetail | ReadLimitReached> {
  const read = await repo.recordStudentRead(db, {
    startupId: id,
    userId,
    viewerKey: viewerKeyOf({ userId, ip: '' }),
    day: productToday(now),
    limit: STARTUP_READS_PER_DAY,
  })
  if (!read.found) throw notFound(STARTUP_NOT_FOUND)
  if (read.reads !== null && read.reads > STARTUP_READS_PER_DAY) {
    return { limited: true, retryAfterSeconds: secondsUntilProductTomorrow(now) }
  }
  // the view is already counted in startup.viewsCount
  const [startup, employees] = await Promise.all([repo.findStartup(db, id), repo.listEmployees(db, id)])
  if (!startup) throw notFound(STARTUP_NOT_FOUND)
  return toStartupDetail(startup, employees)
}

function toStartupDetail(
  startup: NonNullable<Awaited<ReturnType<typeof repo.findStartup>>>,
  employees: Awaited<ReturnType<typeof repo.listEmployees>>,
): StartupDetail {
  return {
    ...startup,
    createdAt: startup.createdAt.toISOString(),
    employees: employees.map(toStartupEmployee),
  }
}

export async function listLandingLogos(db: Db) {
  return { items: await repo.listLogos(db, LANDING_LOGOS_FETCHED) }
}
