import type { OutreachListResponse, OutreachStatus } from '@coldstart/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export interface SendsFilter {
  status?: OutreachStatus
  due?: boolean
  /** only those snoozed into the future */
  snoozed?: boolean
  page?: number
  pageSize?: number
}

export function getSends(filter: SendsFilter, signal?: AbortSignal) {
  const query = new URLSearchParams()
  if (filter.status) query.set('status', filter.status)
  if (filter.due !== undefined) query.set('due', String(filter.due))
  if (filter.snoozed !== undefined) query.set('snoozed', String(filter.snoozed))
  if (filter.page) query.set('page', String(filter.page))
  if (filter.pageSize) query.set('pageSize', String(filter.pageSize))
  return api.get<OutreachListResponse>(`/outreach/sends?${query}`, { signal })
}

export const sendsQueryOptions = (filter: SendsFilter) =>
  queryOptions({
    queryKey: queryKeys.outreach.sends(filter),
    meta: { what: 'your outreach log' },
    queryFn: ({ signal }) => getSends(filter, signal),
  })

/** The student's sends, newest first; `due` keeps only those waiting for a follow-up. */
export function useSends(filter: SendsFilter) {
  return useQuery({ ...sendsQueryOptions(filter), placeholderData: keepPreviousData, staleTime: 0 })
}
