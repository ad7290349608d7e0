import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { signOut as endSession } from '../session/session-manager'
import { useAuthStore } from './use-auth-store'

/**
 * Sign Out: clears auth and every cached query at once, then ends the session on the server. The route
 * guard showing the page sends the visitor to / (it sees `signedOutByUser`): one navigation, so it cannot
 * race a second one to /sign-in.
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  const signOut = useAuthStore((state) => state.signOut)

  return useCallback(() => {
    signOut()
    queryClient.clear()
    void endSession()
  }, [queryClient, signOut])
}
