import type { StudentValuesResponse } from '@coldstart/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function getMyTemplateValues(signal?: AbortSignal): Promise<StudentValuesResponse> {
  return api.get<StudentValuesResponse>('/compose/my-values', { signal })
}

/** What the student's own profile fills in any template (their name, studies, skills…); null when unknown. */
export function useMyTemplateValues({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.templateValues,
    queryFn: ({ signal }) => getMyTemplateValues(signal),
    enabled,
    select: (data) => data.values,
  })
}
