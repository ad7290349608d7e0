import type { ProfileResponse } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// Shares the profile's cache entry: the stored resume lives in the profile row.
export const storedResumeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => api.get<ProfileResponse>('/profile', { signal }),
  })

/** The kept resume: its summary (resume_text), text, file name and facts. */
export function useStoredResume() {
  return useQuery(storedResumeQueryOptions())
}
