import { type StartupListResponse, type StartupSort } from '@coldstart/contract'
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { ALL_SECTORS } from '../utils/all-sectors'

export const STARTUPS_PAGE_SIZE = 24

/** What the server filters on: `q` already trimmed, `sector` is ALL_SECTORS for no sector filter. */
export type StartupListFilters = { q: string; sector: string; sort: StartupSort }

export async function getStartups(
  filters: StartupListFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<StartupListResponse> {
  const params = new URLSearchParams({ sort: filters.sort, limit: String(STARTUPS_PAGE_SIZE) })
  if (filters.q) params.set('q', filters.q)
  if (filters.sector !== ALL_SECTORS) params.set('sector', filters.sector)
  if (cursor) params.set('cursor', cursor)
  return api.get<StartupListResponse>(`/startups?${params}`, { signal })
}

export const startupsQueryOptions = (filters: StartupListFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.startups.list(filters),
    meta: { what: 'startups' },
    queryFn: ({ pageParam, signal }) => getStartups(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })

/** The directory as pages of cards, loaded one page at a time; the last results stay up while new load. */
export function useStartups(filters: StartupListFilters) {
  return useInfiniteQuery({ ...startupsQueryOptions(filters), placeholderData: keepPreviousData })
}
