import type { ActivityListResponse } from '@coldstart/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** What the log page filters on: a kind ('' for all), text, and the page. */
export type ActivityFilters = { kind: string; q: string; page: number }

export function getActivity(filters: ActivityFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page) })
  if (filters.kind) params.set('kind', filters.kind)
  if (filters.q) params.set('q', filters.q)
  return api.get<ActivityListResponse>(`/admin/activity?${params}`, { signal })
}

export const activityQueryOptions = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.activity.list(filters),
    queryFn: ({ signal }) => getActivity(filters, signal),
  })

/** One page of the log; the previous page stays up while the next loads. */
export function useActivity(filters: ActivityFilters) {
  return useQuery({ ...activityQueryOptions(filters), placeholderData: keepPreviousData })
}
