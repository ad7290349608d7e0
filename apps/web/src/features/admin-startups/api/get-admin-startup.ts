import type { AdminStartupDetail } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function getAdminStartup(id: string, signal?: AbortSignal) {
  return api.get<AdminStartupDetail>(`/admin/startups/${encodeURIComponent(id)}`, { signal })
}

// Never from cache: the version the dialog opens on must be the current one (a save on an old one gets 409).
export const adminStartupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.startups.detail(id),
    queryFn: ({ signal }) => getAdminStartup(id, signal),
    staleTime: 0,
    gcTime: 0,
  })

/** The startup the Edit dialog works on, with its employees and version. */
export function useAdminStartup(id: string | null) {
  return useQuery({ ...adminStartupQueryOptions(id ?? ''), enabled: id !== null })
}
