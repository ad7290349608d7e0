import type { InternshipDetail } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export async function getInternship(id: string, signal?: AbortSignal): Promise<InternshipDetail> {
  return api.get<InternshipDetail>(`/internships/${encodeURIComponent(id)}`, { signal })
}

export const internshipQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.internships.detail(id),
    meta: { what: 'internship details' },
    queryFn: ({ signal }) => getInternship(id, signal),
  })

/** One open internship with its description and the way to apply. */
export function useInternship(id: string) {
  return useQuery(internshipQueryOptions(id))
}
