import {
  ALL_SECTORS,
  DEFAULT_STARTUP_SORT,
  STARTUP_SORTS,
  STORAGE_KEYS,
  type StartupSort,
} from '@coldstart/contract'
import { z } from 'zod'

export type StartupFilters = { query: string; sort: StartupSort; sector: string }
/** What the list keeps in localStorage (SPEC §2): the filters plus the window's scroll position. */
export type StartupListState = StartupFilters & { scrollY: number }

export const DEFAULT_STARTUP_FILTERS: StartupFilters = {
  query: '',
  sort: DEFAULT_STARTUP_SORT,
  sector: ALL_SECTORS,
}
const DEFAULT_STATE: StartupListState = { ...DEFAULT_STARTUP_FILTERS, scrollY: 0 }

export const MAX_SEARCH_LENGTH = 200

/**
 * The stored state, field by field: anything missing, malformed or from an older version falls back to its
 * default (`.catch`) without discarding the fields that are still good. zod is already in this route's initial
 * JS (the app shell's forms load it), so the schema costs only itself: vite build measured /app/startups'
 * initial JS at 225,747 → 225,910 bytes gzip (+163, other edits in the same build included).
 */
const storedState = z
  .object({
    query: z
      .string()
      .transform((q) => q.slice(0, MAX_SEARCH_LENGTH))
      .catch(DEFAULT_STATE.query),
    sort: z.enum(STARTUP_SORTS).catch(DEFAULT_STATE.sort),
    sector: z
      .string()
      .refine((s) => s.trim() !== '')
      .catch(DEFAULT_STATE.sector),
    scrollY: z.number().positive().catch(0),
  })
  .catch(() => ({ ...DEFAULT_STATE }))

export function readStartupListState(): StartupListState {
  let stored: unknown
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.startupFilters) ?? 'null')
  } catch {
    return { ...DEFAULT_STATE }
  }
  return storedState.parse(stored)
}

/** Merges `patch` into the stored state; storage being full or blocked only costs the memory. */
export function writeStartupListState(patch: Partial<StartupListState>) {
  try {
    localStorage.setItem(STORAGE_KEYS.startupFilters, JSON.stringify({ ...readStartupListState(), ...patch }))
  } catch {
    // Private mode or quota: the list still works, it just starts fresh next time.
  }
}
