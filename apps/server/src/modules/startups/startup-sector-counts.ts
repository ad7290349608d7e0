import { and, eq, gt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { readJson } from '../../db/json.ts'
import { startupSectorCounts, startups } from '../../db/schema/index.ts'
import type { SearchTerms } from './search-terms.ts'
import { searchTests } from './startup-search-tests.ts'

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
    const { rows } = await db.execute<{ counts: unknown }>(sql`select ${sectorCountsJson} as counts`)
    return sectorCounts(readJson(rows[0]?.counts), sector)
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
    sample as (select in_sample from (${matching(sql`${startups.sector} as in_sample`, sampleGate)}) as m limit ${cap + 1})
    select 'sample' as kind, in_sample as sector, count(*)::int as count from sample group by in_sample
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

/** Every sector's trigger-kept count, as one json value [[sector, count], …], for any statement to carry. */
export const sectorCountsJson = sql<
  [string, number][]
>`(select coalesce(json_agg(json_build_array(${startupSectorCounts.sector}, ${startupSectorCounts.count})), '[]') from ${startupSectorCounts} where ${gt(startupSectorCounts.count, 0)})`

/** The counts without a search, from sectorCountsJson ('' is no sector). */
export function sectorCounts(rows: [string, number][], sector: string | undefined): MatchCounts {
  return exactCounts(
    rows.map(([name, count]) => ({ sector: name || null, count })),
    sector,
  )
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

export function exactCounts(
  sectors: { sector: string | null; count: number }[],
  sector: string | undefined,
): MatchCounts {
  return {
    sectors,
    all: sectors.reduce((sum, c) => sum + c.count, 0),
    allAtLeast: false,
    ...(sector
      ? { inSector: sectors.find((c) => c.sector === sector)?.count ?? 0, inSectorAtLeast: false }
      : {}),
  }
}
