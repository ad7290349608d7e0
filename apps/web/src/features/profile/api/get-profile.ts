import type { ProfileResponse } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const PROFILE_QUERY_KEY = ['profile'] as const

export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return api.get<ProfileResponse>('/profile', { signal })
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile(signal) })

/** The signed-in user's profile and preferences (empty when never saved). */
export function useProfile() {
  return useQuery(profileQueryOptions())
}
