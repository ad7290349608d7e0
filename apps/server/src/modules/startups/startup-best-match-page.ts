import { sql, type SQL } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/client.ts'
import { startups } from '../../db/schema/index.ts'
import {
  hasMatchProfile,
  matchLevels,
  matchScore,
  matchTopTier,
  sharesSkill,
  NO_PROFILE,
  type MatchProfile,
} from '../matching/index.ts'
import { parseMatchKey, type Cursor } from './cursor.ts'
import {
  pageQuery,
  startupMatchTarget,
  type ListFilter,
  type PageRow,
  type SortKey,
} from './startup-page-query.ts'

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
      const { score, createdAt } = parseMatchKey(v)
      // a score's last bit is the trending point
      return [sql`${score % 2 === 1}::boolean`, sql`${createdAt}::timestamptz`]
    },
    dir: 'desc',
  }
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
 * Best match without scoring every startup. The order is score, newest, id, and the score is a small integer,
 * so a page is read band by band from the cursor's score down, each band from the rows only it can hold,
 * until the page is full: (1) rows sharing two or more skills, above what one skill can reach (pairs in the
 * tag-array index); (2) each lower score on its own, trending or not, from its level's candidates (the
 * planner walks the (is_trending, created_at, id) index when they are common, gathers them from the indexes
 * when rare); (3) the rows that match nothing, by trending and newest. Every band returns its rows in the full
 * order, so the page is exactly the full query's page (docs/decisions/011).
 */
export async function bestMatchPage(db: Db, filter: ListFilter): Promise<PageRow[]> {
  const profile = filter.profile ?? NO_PROFILE
  const score = matchScore(startupMatchTarget, profile, sql`${startups.isTrending}`)
  // with nothing to match every score is the trending point alone
  if (!hasMatchProfile(profile)) return pageQuery(db, filter, undefined, byTrending(score))
  const cursorScore = filter.cursor ? parseMatchKey(filter.cursor.key).score : Infinity
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
