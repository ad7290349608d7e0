import type { SearchHits } from './search-memory.ts'
import { exactCounts, type MatchCounts } from './startup-sector-counts.ts'

// A search's hits per sector, counted once per snapshot and search: a broad search ("ai") holds tens of
// thousands of hits, and every page and sector of it asks again.
const tallies = new WeakMap<SearchHits, { perSector: Map<number, number>; all: number }>()

function tally(hits: SearchHits, sectorOf: Int32Array) {
  let counted = tallies.get(hits)
  if (counted) return counted
  const perSector = new Map<number, number>()
  let all = 0
  for (const rows of hits.tiers) {
    all += rows.length
    for (const r of rows) perSector.set(sectorOf[r]!, (perSector.get(sectorOf[r]!) ?? 0) + 1)
  }
  tallies.set(hits, (counted = { perSector, all }))
  return counted
}

/**
 * countMatches' answer from a search's hits in memory: exact per sector up to the cap, "at least the cap" past
 * it (the chips then listed by name, as the sector counters list them: every sector some startup is in). Null
 * when typos may add matches and the hits alone do not pass the cap of the figure asked for: then only the
 * database can count.
 */
export function countHits(
  hits: SearchHits,
  sectorOf: Int32Array,
  sectors: string[],
  sector: string | undefined,
  cap: number,
): MatchCounts | null {
  const { perSector, all } = tally(hits, sectorOf)
  // a sector no startup is in holds no match (and is not the -1 of rows without a sector)
  const chosen = sector === undefined ? undefined : sectors.indexOf(sector)
  const inSector = chosen === undefined ? undefined : chosen < 0 ? 0 : (perSector.get(chosen) ?? 0)
  const past = (inSector: number | undefined): MatchCounts => ({
    sectors: sectors.filter((name) => name !== '').map((name) => ({ sector: name })),
    all: cap,
    allAtLeast: true,
    ...(inSector === undefined ? {} : { inSector: Math.min(inSector, cap), inSectorAtLeast: inSector > cap }),
  })
  // more than the cap in the chosen sector alone is more than the cap in all
  if (inSector !== undefined && inSector > cap) return past(inSector)
  if (hits.typos) return all > cap && inSector === undefined ? past(undefined) : null
  if (all > cap) return past(inSector)
  const counted = [...perSector].map(([i, count]) => ({ sector: i < 0 ? null : sectors[i]!, count }))
  return exactCounts(counted, sector)
}
