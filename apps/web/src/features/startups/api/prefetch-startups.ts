import type { QueryClient } from '@tanstack/react-query'
import { filtersFromSearch } from '../utils/startup-filters-url'
import { readStartupListState } from '../utils/startup-list-storage'
import { startupsQueryOptions } from './get-startups'

/**
 * Starts reading the directory's first page for the filters the page will restore, the link's else the stored
 * ones (the same query key, so the page finds the read in flight or done instead of starting its own).
 */
export function prefetchStartups(queryClient: QueryClient, search = ''): Promise<void> {
  const { query, sort, sector } = filtersFromSearch(new URLSearchParams(search)) ?? readStartupListState()
  return queryClient.prefetchInfiniteQuery(startupsQueryOptions({ q: query.trim(), sort, sector }))
}
