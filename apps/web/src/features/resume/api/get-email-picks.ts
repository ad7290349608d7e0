import type { EmailPicksResponse } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function getEmailPicks(signal?: AbortSignal): Promise<EmailPicksResponse> {
  return api.get<EmailPicksResponse>('/resume/picks', { signal })
}

export const emailPicksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.emailPicks, queryFn: ({ signal }) => getEmailPicks(signal) })

/** The projects and results the kept resume offers, and the ones the emails use now. */
export function useEmailPicks() {
  return useQuery(emailPicksQueryOptions())
}
