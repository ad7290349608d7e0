import {
  DEFAULT_INTERNSHIP_SORT,
  INTERNSHIP_SEARCH_MAX,
  INTERNSHIP_SORTS,
  type InternshipSort,
} from '@coldstart/contract'
import { useLiveSearchParams } from '@/hooks/use-live-search-params'
import { DURATION_OPTIONS, STIPEND_OPTIONS } from '../utils/filter-options'

export type InternshipFilters = {
  query: string
  sector: string
  remote: boolean
  city: string
  minStipend: number | null
  maxDuration: number | null
  sort: InternshipSort
}

// Short keys: the URL is shared and bookmarked, so it should read well.
const KEYS = {
  query: 'q',
  sector: 'sector',
  remote: 'remote',
  city: 'city',
  minStipend: 'stipend',
  maxDuration: 'months',
  sort: 'sort',
} as const

/** A number the select offers, else null: a hand-edited URL cannot ask for an option that is not there. */
function offered(raw: string | null, options: readonly number[]): number | null {
  const n = Number(raw)
  return raw && options.includes(n) ? n : null
}

/**
 * The board's filters, kept in the URL query string: a filtered board can be shared, reloaded and reached
 * again with Back. Typing replaces the history entry instead of adding one per keystroke.
 */
export function useInternshipFilters() {
  const [params, setParams] = useLiveSearchParams()
  const sort = params.get(KEYS.sort) as InternshipSort | null
  const filters: InternshipFilters = {
    query: (params.get(KEYS.query) ?? '').slice(0, INTERNSHIP_SEARCH_MAX),
    sector: params.get(KEYS.sector) ?? '',
    remote: params.get(KEYS.remote) === '1',
    city: (params.get(KEYS.city) ?? '').slice(0, 100),
    minStipend: offered(params.get(KEYS.minStipend), STIPEND_OPTIONS),
    maxDuration: offered(params.get(KEYS.maxDuration), DURATION_OPTIONS),
    sort: sort && INTERNSHIP_SORTS.includes(sort) ? sort : DEFAULT_INTERNSHIP_SORT,
  }

  function set(key: keyof typeof KEYS, value: string | null, typing = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(KEYS[key], value)
        else next.delete(KEYS[key])
        return next
      },
      { replace: typing },
    )
  }

  const isFiltering =
    filters.query.trim() !== '' ||
    filters.sector !== '' ||
    filters.remote ||
    filters.city.trim() !== '' ||
    filters.minStipend !== null ||
    filters.maxDuration !== null

  return {
    filters,
    isFiltering,
    setQuery: (query: string) => set('query', query.slice(0, INTERNSHIP_SEARCH_MAX), true),
    setSector: (sector: string) => set('sector', sector || null),
    setRemote: (remote: boolean) => set('remote', remote ? '1' : null),
    setCity: (city: string) => set('city', city.slice(0, 100), true),
    setMinStipend: (amount: number | null) => set('minStipend', amount === null ? null : String(amount)),
    setMaxDuration: (months: number | null) => set('maxDuration', months === null ? null : String(months)),
    setSort: (next: InternshipSort) => set('sort', next === DEFAULT_INTERNSHIP_SORT ? null : next),
    /** every filter and the search off; the sort stays */
    clearFilters: () =>
      setParams((current) => {
        const next = new URLSearchParams()
        const kept = current.get(KEYS.sort)
        if (kept) next.set(KEYS.sort, kept)
        return next
      }),
  }
}
