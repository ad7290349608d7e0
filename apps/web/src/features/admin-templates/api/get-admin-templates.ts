import type { AdminTemplateListResponse } from '@coldstart/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function getAdminTemplates(q: string, page: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page) })
  if (q) params.set('q', q)
  return api.get<AdminTemplateListResponse>(`/admin/templates?${params}`, { signal })
}

export const adminTemplatesQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.templates.list({ q, page }),
    queryFn: ({ signal }) => getAdminTemplates(q, page, signal),
  })

/** Newest updated first, 50 a page; the last results stay up while a new search loads. */
export function useAdminTemplates(q: string, page: number) {
  return useQuery({ ...adminTemplatesQueryOptions(q, page), placeholderData: keepPreviousData })
}
