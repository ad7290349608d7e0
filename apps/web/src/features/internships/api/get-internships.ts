import { INTERNSHIPS_PAGE_SIZE, type InternshipListResponse, type InternshipSort } from '@coldstart/contract'
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** What the server filters on; text already trimmed, '' and null mean "any". */
export type InternshipListFilters = {
  q: string
  sector: string
  remote: boolean
  city: string
  minStipend: number | null
  maxDuration: number | null
  sort: InternshipSort
}

export async function getInternships(
  filters: InternshipListFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<InternshipListResponse> {
  const params = new URLSearchParams({ sort: filters.sort, limit: String(INTERNSHIPS_PAGE_SIZE) })
  if (filters.q) params.set('q', filters.q)
  if (filters.sector) params.set('sector', filters.sector)
  if (filters.remote) params.set('remote', 'true')
  if (filters.city) params.set('city', filters.city)
  if (filters.minStipend !== null) params.set('minStipend', String(filters.minStipend))
  if (filters.maxDuration !== null) params.set('maxDuration', String(filters.maxDuration))
  if (cursor) params.set('cursor', cursor)
  return api.get<InternshipListResponse>(`/internships?${params}`, { signal })
}

export const internshipsQueryOptions = (filters: InternshipListFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.internships.list(filters),
    meta: { what: 'internships' },
    queryFn: ({ pageParam, signal }) => getInternships(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })

/** The board as pages of cards, one page at a time; the last results stay up while new ones load. */
export function useInternships(filters: InternshipListFilters) {
  return useInfiniteQuery({ ...internshipsQueryOptions(filters), placeholderData: keepPreviousData })
}
