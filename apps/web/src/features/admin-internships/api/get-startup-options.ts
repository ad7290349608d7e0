import type { InternshipStartupOptions } from '@coldstart/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function getStartupOptions(q: string, signal?: AbortSignal) {
  const params = new URLSearchParams(q ? { q } : {})
  return api.get<InternshipStartupOptions>(`/admin/internships/startups?${params}`, { signal })
}

export const startupOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.admin.internships.startupOptions(q),
    queryFn: ({ signal }) => getStartupOptions(q, signal),
    staleTime: 60_000,
  })

/** Startups whose name contains `q`, for the editor's company picker (only while it is open). */
export function useStartupOptions(q: string, enabled: boolean) {
  return useQuery({ ...startupOptionsQueryOptions(q), enabled, placeholderData: keepPreviousData })
}
