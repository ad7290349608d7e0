import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { runBeforeSignOut } from '@/lib/before-sign-out'
import { signOut as endSession } from '../session/session-manager'
import { useAuthStore } from './use-auth-store'

/**
 * Sign Out: first lets registered work finish while the session still exists (the Quick Notes panel saves
 * its last edits, capped at a few seconds), then clears auth and every cached query at once, then ends the
 * session on the server. The route guard showing the page sends the visitor to / (it sees
 * `signedOutByUser`): one navigation, so it cannot race a second one to /sign-in.
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  const signOut = useAuthStore((state) => state.signOut)

  return useCallback(() => {
    void runBeforeSignOut().then(() => {
      signOut()
      queryClient.clear()
      void endSession()
    })
  }, [queryClient, signOut])
}
