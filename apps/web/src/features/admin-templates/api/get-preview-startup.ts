import type { StartupCard, StartupListResponse } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/**
 * A real startup from the directory (the newest) for the editor's live preview. The list, not the detail:
 * opening the editor must not count as a view of that startup.
 */
export async function getPreviewStartup(signal?: AbortSignal): Promise<StartupCard | null> {
  const list = await api.get<StartupListResponse>('/startups?limit=1', { signal })
  return list.items[0] ?? null
}

export const previewStartupQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.templates.previewStartup,
    queryFn: ({ signal }) => getPreviewStartup(signal),
    staleTime: 10 * 60_000,
  })

export function usePreviewStartup() {
  return useQuery(previewStartupQueryOptions())
}
