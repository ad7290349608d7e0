import { useEffect } from 'react'
import { connectAuthStore } from '../session/connect-auth-store'

/** Mount once, at the top of the app: starts the session manager and its auth events. */
export function useAuthSession() {
  useEffect(() => connectAuthStore(), [])
}
