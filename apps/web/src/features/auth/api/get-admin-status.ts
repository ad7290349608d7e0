import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export const ADMIN_CHECK_TIMEOUT_MS = 5000

type AdminStatusResponse = { isAdmin: boolean }

/**
 * Asks the server whether the signed-in user is an admin. Any failure (401/403, network, a body that is
 * not `{ isAdmin: true }`) and any answer slower than ADMIN_CHECK_TIMEOUT_MS count as "not admin".
 */
export async function getAdminStatus(signal?: AbortSignal): Promise<boolean> {
  const timeout = AbortSignal.timeout(ADMIN_CHECK_TIMEOUT_MS)
  try {
    const body = await api.get<AdminStatusResponse>('/auth/admin', {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
    return body?.isAdmin === true
  } catch {
    return false
  }
}

export const adminStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.auth.admin(userId),
    queryFn: ({ signal }) => getAdminStatus(signal),
    retry: false,
    staleTime: 5 * 60_000,
  })

export function useAdminStatus(userId: string | undefined) {
  return useQuery({ ...adminStatusQueryOptions(userId ?? ''), enabled: Boolean(userId) })
}
