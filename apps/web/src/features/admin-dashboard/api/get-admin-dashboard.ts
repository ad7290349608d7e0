import type { AdminDashboardResponse } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function getAdminDashboard(signal?: AbortSignal) {
  return api.get<AdminDashboardResponse>('/admin/dashboard', { signal })
}

export const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.dashboard, queryFn: ({ signal }) => getAdminDashboard(signal) })

/** Counts, latest activity, top startups and 30 days of totals; refreshed when the admin comes back. */
export function useAdminDashboard() {
  return useQuery({ ...adminDashboardQueryOptions(), refetchOnWindowFocus: true })
}
