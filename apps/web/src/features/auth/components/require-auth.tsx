import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { PageLoader } from '@/components/feedback/page-loader'
import { paths } from '@/config/paths'
import { useAuthStatus } from '../hooks/use-auth-status'
import { useAuthStore } from '../hooks/use-auth-store'

/** Where a signed-out visitor goes: / after their own sign-out, else /sign-in remembering the page. */
export function SignedOutRedirect() {
  const location = useLocation()
  const signedOutByUser = useAuthStore((state) => state.signedOutByUser)
  if (signedOutByUser) return <Navigate to={paths.home.getHref()} replace />
  return <Navigate to={paths.auth.signIn.getHref()} replace state={{ from: location }} />
}

/**
 * Renders its children for signed-in users only (the /app and /dashboard areas); `fallback` while the session
 * check runs (the shell's skeleton), else a spinner.
 */
export function RequireAuth({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const status = useAuthStatus()
  if (status === 'loading')
    return fallback ?? <PageLoader label="Checking authentication..." className="min-h-screen" />
  if (status === 'signed-out') return <SignedOutRedirect />
  return children
}
