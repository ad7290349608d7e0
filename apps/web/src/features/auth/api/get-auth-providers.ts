import type { AuthProvidersResponse } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** Which sign-in methods this server offers: Google only when it is configured; email + password always. */
export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.providers,
    queryFn: ({ signal }) => api.get<AuthProvidersResponse>('/auth/providers', { signal }),
    staleTime: Infinity,
  })

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions())
}
