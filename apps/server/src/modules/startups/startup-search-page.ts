import { and, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { SearchTerms } from './search-terms.ts'
import { pageQuery, type ListFilter, type PageRow } from './startup-page-query.ts'
import { searchTests } from './startup-search-tests.ts'

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

/**
 * A search's page, tier by tier from the cursor's: each tier sorted on its own by the chosen order, so the
 * planner can walk the (created_at, id) or (sector, created_at, id) index with a LIMIT where a tier is dense,
 * instead of sorting every match by a CASE no index holds (figures in docs/decisions/011). The order and the
 * cursor (tier, keys, id) are unchanged. `from`: the first tier read (the cursor's, or a later one when the
 * tiers before it were listed elsewhere).
 */
export async function searchPage(
  db: Db,
  filter: ListFilter,
  search: SearchTerms,
  from = filter.cursor?.tier ?? 0,
): Promise<PageRow[]> {
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
