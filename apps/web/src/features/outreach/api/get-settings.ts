import type { OutreachSettings } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export const outreachSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.outreach.settings,
    meta: { what: 'your follow-up setting' },
    queryFn: ({ signal }) => api.get<OutreachSettings>('/outreach/settings', { signal }),
  })

export function useOutreachSettings() {
  return useQuery(outreachSettingsQueryOptions())
}
