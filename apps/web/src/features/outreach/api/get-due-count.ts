import type { OutreachDueCount } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** Under the outreach key: a logged send, a dismissed nudge or a new wait reads it again. */
export const dueCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.outreach.dueCount,
    meta: { what: 'how many follow-ups are due' },
    queryFn: ({ signal }) => api.get<OutreachDueCount>('/outreach/due-count', { signal }),
  })

/**
 * How many follow-ups are due, for the sidebar. Sends also become due by the clock alone (days pass with no
 * reply), so it is read again every few minutes and when the student comes back to the tab. Not read while
 * `enabled` is false (the shell holds it until the page's content has painted).
 */
export function useDueCount(enabled = true) {
  return useQuery({
    ...dueCountQueryOptions(),
    enabled,
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
  })
}
