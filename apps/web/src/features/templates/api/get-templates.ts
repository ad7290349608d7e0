import type { EmailTemplate, TemplateListResponse } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export async function getTemplates(signal?: AbortSignal): Promise<EmailTemplate[]> {
  const { items } = await api.get<TemplateListResponse>('/templates', { signal })
  return items
}

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.templates,
    queryFn: ({ signal }) => getTemplates(signal),
  })

/** The active templates, newest first; read again whenever the window regains focus. */
export function useTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...templatesQueryOptions(), enabled, refetchOnWindowFocus: true, staleTime: 0 })
}
