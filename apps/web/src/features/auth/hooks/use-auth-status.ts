import { useEffect, useState } from 'react'
import { selectAuthStatus, useAuthStore, type AuthStatus } from './use-auth-store'

export const AUTH_WAIT_TIMEOUT_MS = 10_000

/** The auth status, except that waiting longer than AUTH_WAIT_TIMEOUT_MS (10 s) counts as signed out. */
export function useAuthStatus(): AuthStatus {
  const status = useAuthStore(selectAuthStatus)
  const [timedOut, setTimedOut] = useState(false)

  useEffect(() => {
    if (status !== 'loading') return
    const timer = setTimeout(() => setTimedOut(true), AUTH_WAIT_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [status])

  return status === 'loading' && timedOut ? 'signed-out' : status
}
