import type { InternshipListResponse } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** More than a startup page lists: past it the page says how many there are in all. */
export const STARTUP_INTERNSHIPS_SHOWN = 20

export async function getStartupInternships(
  startupId: string,
  signal?: AbortSignal,
): Promise<InternshipListResponse> {
  const params = new URLSearchParams({
    startupId,
    sort: 'deadline',
    limit: String(STARTUP_INTERNSHIPS_SHOWN),
  })
  return api.get<InternshipListResponse>(`/internships?${params}`, { signal })
}

export const startupInternshipsQueryOptions = (startupId: string) =>
  queryOptions({
    queryKey: queryKeys.internships.ofStartup(startupId),
    meta: { what: 'internships' },
    queryFn: ({ signal }) => getStartupInternships(startupId, signal),
  })

/** A startup's open internships, soonest deadline first (the board's own rule for "open"). */
export function useStartupInternships(startupId: string) {
  return useQuery(startupInternshipsQueryOptions(startupId))
}
