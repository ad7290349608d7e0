import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useAuthStore } from './use-auth-store'

/**
 * Clears auth and every cached query. The route guard that is showing the page then sends the visitor
 * to / (it sees `signedOutByUser`): one navigation, so it cannot race a second one to /sign-in.
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  const signOut = useAuthStore((state) => state.signOut)

  return useCallback(() => {
    signOut()
    queryClient.clear()
  }, [queryClient, signOut])
}
