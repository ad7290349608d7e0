import type { AdminInternshipListResponse } from '@coldstart/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** Search text, a status ('' for all) and the page. */
export type InternshipFilters = { q: string; status: string; page: number }

export function getAdminInternships(filters: InternshipFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page) })
  if (filters.q) params.set('q', filters.q)
  if (filters.status) params.set('status', filters.status)
  return api.get<AdminInternshipListResponse>(`/admin/internships?${params}`, { signal })
}

export const adminInternshipsQueryOptions = (filters: InternshipFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.internships.list(filters),
    queryFn: ({ signal }) => getAdminInternships(filters, signal),
  })

export function useAdminInternships(filters: InternshipFilters) {
  return useQuery({ ...adminInternshipsQueryOptions(filters), placeholderData: keepPreviousData })
}
