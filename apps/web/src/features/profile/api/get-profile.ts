import type { ProfileResponse } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return api.get<ProfileResponse>('/profile', { signal })
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: ({ signal }) => getProfile(signal) })

/** The signed-in user's profile and preferences (empty when never saved). */
export function useProfile() {
  return useQuery(profileQueryOptions())
}
