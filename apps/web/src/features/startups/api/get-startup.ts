import type { StartupDetail } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export async function getStartup(id: string, signal?: AbortSignal): Promise<StartupDetail> {
  return api.get<StartupDetail>(`/startups/${encodeURIComponent(id)}`, { signal })
}

export const startupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.startups.detail(id),
    meta: { what: 'startup details' },
    queryFn: ({ signal }) => getStartup(id, signal),
  })

/** One startup with its tags and team members (oldest first). */
export function useStartup(id: string) {
  return useQuery(startupQueryOptions(id))
}
