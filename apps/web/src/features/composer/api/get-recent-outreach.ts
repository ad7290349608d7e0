import type { RecentOutreach, RecentOutreachQuery } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function getRecentOutreach(target: RecentOutreachQuery, signal?: AbortSignal) {
  const query = new URLSearchParams(
    target.internshipId !== undefined
      ? { internshipId: target.internshipId }
      : { startupId: target.startupId },
  )
  return api.get<RecentOutreach>(`/outreach/recent?${query}`, { signal })
}

export const recentOutreachQueryOptions = (target: RecentOutreachQuery) =>
  queryOptions({
    queryKey: queryKeys.outreach.recent(target),
    meta: { what: 'your recent emails' },
    queryFn: ({ signal }) => getRecentOutreach(target, signal),
  })

/** When this student last emailed these people (and this startup): the composer's repeat warning. */
export function useRecentOutreach(target: RecentOutreachQuery, { enabled = true } = {}) {
  return useQuery({ ...recentOutreachQueryOptions(target), staleTime: 0, enabled })
}
