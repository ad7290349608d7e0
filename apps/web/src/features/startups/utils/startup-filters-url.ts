import { STARTUP_SORTS, type StartupSort } from '@coldstart/contract'
import { ALL_SECTORS } from './all-sectors'
import { DEFAULT_STARTUP_SORT, MAX_SEARCH_LENGTH, type StartupFilters } from './startup-list-storage'

// The same short keys as the internship board's: a shared or bookmarked link reads well.
const KEYS = { query: 'q', sector: 'sector', sort: 'sort' } as const

/** The filters a link carries, or null for a bare link (the stored copy answers then). */
export function filtersFromSearch(params: URLSearchParams): StartupFilters | null {
  if (!Object.values(KEYS).some((key) => params.has(key))) return null
  const sort = params.get(KEYS.sort) as StartupSort | null
  return {
    query: (params.get(KEYS.query) ?? '').slice(0, MAX_SEARCH_LENGTH),
    sector: params.get(KEYS.sector)?.trim() || ALL_SECTORS,
    sort: sort && STARTUP_SORTS.includes(sort) ? sort : DEFAULT_STARTUP_SORT,
  }
}

/** The link's query for these filters: defaults left out, other parameters kept. */
export function searchOfFilters(filters: StartupFilters, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current)
  const set = (key: string, value: string, fallback: string) =>
    value && value !== fallback ? next.set(key, value) : next.delete(key)
  set(KEYS.query, filters.query, '')
  set(KEYS.sector, filters.sector, ALL_SECTORS)
  set(KEYS.sort, filters.sort, DEFAULT_STARTUP_SORT)
  return next
}
