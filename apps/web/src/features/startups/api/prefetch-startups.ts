import type { QueryClient } from '@tanstack/react-query'
import { readStartupListState } from '../utils/startup-list-storage'
import { startupsQueryOptions } from './get-startups'

/**
 * Starts reading the directory's first page for the filters the page will restore (the same query key, so the
 * page finds the read in flight or done instead of starting its own).
 */
export function prefetchStartups(queryClient: QueryClient): Promise<void> {
  const { query, sort, sector } = readStartupListState()
  return queryClient.prefetchInfiniteQuery(startupsQueryOptions({ q: query.trim(), sort, sector }))
}
