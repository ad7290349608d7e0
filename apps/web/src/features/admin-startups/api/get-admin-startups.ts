import { ADMIN_STARTUPS_PAGE_SIZE, type AdminStartupListResponse } from '@coldstart/contract'
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** What the list filters on: '' means no filter. */
export type AdminStartupFilters = {
  q: string
  sector: string
  hiring: '' | 'true' | 'false'
  status: '' | 'verified' | 'pending' | 'other'
}

export function filterParams(filters: AdminStartupFilters) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  return params
}

export function getAdminStartups(filters: AdminStartupFilters, cursor: string | null, signal?: AbortSignal) {
  const params = filterParams(filters)
  params.set('limit', String(ADMIN_STARTUPS_PAGE_SIZE))
  if (cursor) params.set('cursor', cursor)
  return api.get<AdminStartupListResponse>(`/admin/startups?${params}`, { signal })
}

export const adminStartupsQueryOptions = (filters: AdminStartupFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.startups.list(filters),
    queryFn: ({ pageParam, signal }) => getAdminStartups(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })

/** Newest first, a page at a time from the server; the last results stay up while a new search loads. */
export function useAdminStartups(filters: AdminStartupFilters) {
  return useInfiniteQuery({ ...adminStartupsQueryOptions(filters), placeholderData: keepPreviousData })
}
