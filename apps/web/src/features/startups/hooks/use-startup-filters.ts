import { type StartupSort } from '@coldstart/contract'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useLiveSearchParams } from '@/hooks/use-live-search-params'
import { filtersFromSearch, searchOfFilters } from '../utils/startup-filters-url'
import {
  DEFAULT_STARTUP_FILTERS,
  MAX_SEARCH_LENGTH,
  readStartupListState,
  writeStartupListState,
  type StartupFilters,
} from '../utils/startup-list-storage'
import { ALL_SECTORS } from '../utils/all-sectors'

/**
 * Search text, sort and sector of the startup list, kept in the URL (`?q=&sector=&sort=`) so Back and a shared
 * link restore them, and copied to localStorage, so a bare visit (the sidebar's link) restores the last ones:
 * the stored copy goes into the URL as the page opens. Any other bare entry of the history (Back to before
 * the first filter) means no filters. Typing replaces the history entry instead of adding one per keystroke.
 */
export function useStartupFilters() {
  const [params, setParams] = useLiveSearchParams()
  const { key } = useLocation()
  const [opening] = useState(() => {
    const { query, sort, sector } = readStartupListState()
    return { key, stored: { query, sort, sector } }
  })
  const linked = filtersFromSearch(params)
  const bare = key === opening.key ? opening.stored : DEFAULT_STARTUP_FILTERS
  const filters: StartupFilters = linked ?? bare

  useEffect(() => {
    if (!linked && key === opening.key && searchOfFilters(opening.stored).size)
      setParams((current) => searchOfFilters(opening.stored, current), { replace: true })
  }, [linked, key, opening, setParams])

  const { query, sort, sector } = filters
  useEffect(() => {
    writeStartupListState({ query, sort, sector })
  }, [query, sort, sector])

  function change(patch: Partial<StartupFilters>, typing = false) {
    setParams((current) => searchOfFilters({ ...filters, ...patch }, current), { replace: typing })
  }

  return {
    filters,
    setQuery: (next: string) => change({ query: next.slice(0, MAX_SEARCH_LENGTH) }, true),
    setSort: (next: StartupSort) => change({ sort: next }),
    setSector: (next: string) => change({ sector: next || ALL_SECTORS }),
  }
}
