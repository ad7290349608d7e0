import { type StartupSort } from '@coldstart/contract'
import { useEffect, useState } from 'react'
import {
  MAX_SEARCH_LENGTH,
  readStartupListState,
  writeStartupListState,
  type StartupFilters,
} from '../utils/startup-list-storage'
import { ALL_SECTORS } from '../utils/all-sectors'

/**
 * Search text, sort and sector of the startup list, restored from localStorage on first render and written
 * back on every change, so they are restored on return.
 */
export function useStartupFilters() {
  const [filters, setFilters] = useState<StartupFilters>(() => {
    const { query, sort, sector } = readStartupListState()
    return { query, sort, sector }
  })

  useEffect(() => {
    writeStartupListState(filters)
  }, [filters])

  return {
    filters,
    setQuery: (query: string) => setFilters((f) => ({ ...f, query: query.slice(0, MAX_SEARCH_LENGTH) })),
    setSort: (sort: StartupSort) => setFilters((f) => ({ ...f, sort })),
    setSector: (sector: string) => setFilters((f) => ({ ...f, sector: sector || ALL_SECTORS })),
  }
}
