import { type UserCountResponse } from '@coldstart/contract'
import { api } from '@/lib/api-client'
import { createSharedRequest } from '@/lib/shared-request'

// added to the real count shown on the landing page (SPEC)
const JOIN_COUNT_OFFSET = 50

export async function getUserCount(): Promise<number> {
  const body = await api.get<UserCountResponse>('/stats/user-count')
  if (typeof body?.count !== 'number' || !Number.isFinite(body.count)) throw new Error('Malformed user count')
  return body.count
}

// Shown in the public top bar and on the landing: a shared request instead of queryOptions keeps
// TanStack Query out of the landing's initial JS (docs/decisions/003-landing-js-budget.md).
const userCountRequest = createSharedRequest('the user count', getUserCount)

export const useUserCount = userCountRequest.useSharedRequest

/** N in "Join N+ ...": the user count plus JOIN_COUNT_OFFSET (50); 0 when the call fails. */
export function useJoinCount(): { joinCount: number | undefined; isLoading: boolean } {
  const { status, data } = useUserCount()
  if (status === 'error') return { joinCount: 0, isLoading: false }
  if (status === 'pending') return { joinCount: undefined, isLoading: true }
  return { joinCount: data + JOIN_COUNT_OFFSET, isLoading: false }
}
