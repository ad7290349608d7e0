import type { RecentOutreach } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export const lastEmailedQueryOptions = (startupId: string) =>
  queryOptions({
    // the composer's repeat warning reads the same answer under the same key
    queryKey: queryKeys.outreach.recent({ startupId }),
    meta: { what: 'when you last emailed this team' },
    queryFn: ({ signal }) =>
      api.get<RecentOutreach>(`/outreach/recent?startupId=${encodeURIComponent(startupId)}`, { signal }),
  })

/** Per team member of the startup, when this student last emailed them (employee id → ISO time). */
export function useLastEmailed(startupId: string) {
  return useQuery({
    ...lastEmailedQueryOptions(startupId),
    select: (data) =>
      new Map(
        data.contacts.flatMap((c) =>
          c.employeeId && c.lastSentAt ? [[c.employeeId, c.lastSentAt] as const] : [],
        ),
      ),
  })
}
