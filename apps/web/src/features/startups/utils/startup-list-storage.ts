import { STARTUP_SORTS, type StartupSort } from '@coldstart/contract'
import { STORAGE_KEYS } from '@/config/storage-keys'
import { ALL_SECTORS } from './all-sectors'

export const DEFAULT_STARTUP_SORT: StartupSort = 'latest'

export type StartupFilters = { query: string; sort: StartupSort; sector: string }
/** What the list keeps in localStorage: the filters plus the window's scroll position. */
export type StartupListState = StartupFilters & { scrollY: number }

export const DEFAULT_STARTUP_FILTERS: StartupFilters = {
  query: '',
  sort: DEFAULT_STARTUP_SORT,
  sector: ALL_SECTORS,
}
const DEFAULT_STATE: StartupListState = { ...DEFAULT_STARTUP_FILTERS, scrollY: 0 }

export const MAX_SEARCH_LENGTH = 200

const isSort = (value: unknown): value is StartupSort => STARTUP_SORTS.includes(value as StartupSort)

/**
 * The stored state, field by field: anything missing, malformed or from an older version falls back to its
 * default without discarding the fields that are still good.
 *
 * Parsed by hand, not with zod, on purpose: the app shell loads zod only beside the page (Quick Notes), so a
 * schema here would put zod into /app/startups' initial JS. Measured with vite build: 195,665 B gzip with
 * this parser, plus the 24,703 B zod chunk with a schema, for four fields.
 */
export function readStartupListState(): StartupListState {
  let stored: unknown
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.startupFilters) ?? 'null')
  } catch {
    return { ...DEFAULT_STATE }
  }
  if (!stored || typeof stored !== 'object') return { ...DEFAULT_STATE }
  const { query, sort, sector, scrollY } = stored as Record<string, unknown>
  return {
    query: typeof query === 'string' ? query.slice(0, MAX_SEARCH_LENGTH) : DEFAULT_STATE.query,
    sort: isSort(sort) ? sort : DEFAULT_STATE.sort,
    sector: typeof sector === 'string' && sector.trim() ? sector : DEFAULT_STATE.sector,
    scrollY: typeof scrollY === 'number' && Number.isFinite(scrollY) && scrollY > 0 ? scrollY : 0,
  }
}

/** Merges `patch` into the stored state; storage being full or blocked only costs the memory. */
export function writeStartupListState(patch: Partial<StartupListState>) {
  try {
    localStorage.setItem(STORAGE_KEYS.startupFilters, JSON.stringify({ ...readStartupListState(), ...patch }))
  } catch {
    // Private mode or quota: the list still works, it just starts fresh next time.
  }
}
