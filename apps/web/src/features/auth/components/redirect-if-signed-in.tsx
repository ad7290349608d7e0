import { useEffect, type ReactNode } from 'react'
import { Navigate } from 'react-router'
import { PageLoader } from '@/components/feedback/page-loader'
import { paths } from '@/config/paths'
import { useAuthStatus } from '../hooks/use-auth-status'
import { useAuthStore } from '../hooks/use-auth-store'

/** For the landing page: signed-in visitors are sent to /app (replace); a spinner while auth loads. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const status = useAuthStatus()
  const signedOutByUser = useAuthStore((state) => state.signedOutByUser)
  const acknowledgeSignOut = useAuthStore((state) => state.acknowledgeSignOut)

  // The sign-out redirect has arrived here; from now on guards send signed-out visitors to /sign-in again.
  useEffect(() => {
    if (signedOutByUser) acknowledgeSignOut()
  }, [signedOutByUser, acknowledgeSignOut])

  if (status === 'loading') return <PageLoader />
  if (status === 'signed-in') return <Navigate to={paths.app.root.getHref()} replace />
  return children
}
