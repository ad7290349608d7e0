import { useEffect, type ReactNode } from 'react'
import { Navigate } from 'react-router'
import { PageLoader } from '@/components/feedback/page-loader'
import { paths } from '@/config/paths'
import { useAuthStatus } from '../hooks/use-auth-status'
import { hasFirstRunMark } from '../session/first-run-mark'
import { useAuthStore } from '../hooks/use-auth-store'

/**
 * For the landing and sign-in pages: signed-in visitors are sent to `to` (default /app, replacing the
 * entry), a just-created account to the first run; a spinner while auth loads.
 */
export function RedirectIfSignedIn({ children, to }: { children: ReactNode; to?: string }) {
  const status = useAuthStatus()
  const signedOutByUser = useAuthStore((state) => state.signedOutByUser)
  const acknowledgeSignOut = useAuthStore((state) => state.acknowledgeSignOut)

  // The sign-out redirect has arrived here; from now on guards send signed-out visitors to /sign-in again.
  useEffect(() => {
    if (signedOutByUser) acknowledgeSignOut()
  }, [signedOutByUser, acknowledgeSignOut])

  if (status === 'loading') return <PageLoader />
  if (status === 'signed-in') {
    // a new account starts with the first run, wherever it was going
    const next = hasFirstRunMark() ? paths.app.welcome.getHref() : (to ?? paths.app.root.getHref())
    return <Navigate to={next} replace />
  }
  return children
}
