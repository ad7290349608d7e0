import { JOIN_COUNT_OFFSET } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

type UserCountResponse = { count: number }

export async function getUserCount(signal?: AbortSignal): Promise<number> {
  const body = await api.get<UserCountResponse>('/stats/user-count', { signal })
  if (typeof body?.count !== 'number' || !Number.isFinite(body.count)) throw new Error('Malformed user count')
  return body.count
}

export const userCountQueryOptions = () =>
  queryOptions({
    queryKey: ['stats', 'user-count'],
    queryFn: ({ signal }) => getUserCount(signal),
    staleTime: 5 * 60_000,
  })

export function useUserCount() {
  return useQuery(userCountQueryOptions())
}

/** N in "Join N+ ...": the user count plus JOIN_COUNT_OFFSET; 0 when the call fails (SPEC §7, §8). */
export function useJoinCount(): { joinCount: number | undefined; isLoading: boolean } {
  const { data, isError, isPending } = useUserCount()
  if (isError) return { joinCount: 0, isLoading: false }
  if (isPending) return { joinCount: undefined, isLoading: true }
  return { joinCount: data + JOIN_COUNT_OFFSET, isLoading: false }
}
