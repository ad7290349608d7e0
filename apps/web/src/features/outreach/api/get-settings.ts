import type { OutreachSettings } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { outreachQueryKey } from './keys'

export const outreachSettingsQueryKey = [...outreachQueryKey, 'settings'] as const

export const outreachSettingsQueryOptions = () =>
  queryOptions({
    queryKey: outreachSettingsQueryKey,
    meta: { what: 'your follow-up setting' },
    queryFn: ({ signal }) => api.get<OutreachSettings>('/outreach/settings', { signal }),
  })

export function useOutreachSettings() {
  return useQuery(outreachSettingsQueryOptions())
}
