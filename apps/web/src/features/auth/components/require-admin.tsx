import { type ReactNode, useEffect } from 'react'
import { Navigate } from 'react-router'
import { PageLoader } from '@/components/feedback/page-loader'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast'
import { useAdminStatus } from '../api/get-admin-status'
import { useAuthStatus } from '../hooks/use-auth-status'
import { useAuthStore } from '../hooks/use-auth-store'
import { SignedOutRedirect } from './require-auth'

/** Renders its children for admins only; others go to /app (told why), signed-out visitors to /sign-in. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useAuthStatus()
  const userId = useAuthStore((state) => state.user?.id)
  const adminStatus = useAdminStatus(status === 'signed-in' ? userId : undefined)

  if (status === 'loading') return <PageLoader label="Checking authentication..." className="min-h-screen" />
  if (status === 'signed-out') return <SignedOutRedirect />
  if (adminStatus.isPending) return <PageLoader label="Verifying admin access..." className="min-h-screen" />
  if (adminStatus.data !== true) return <NotAdminRedirect />
  return children
}

/** To /app, saying why and how an admin gets in, so the redirect is never silent. */
function NotAdminRedirect() {
  useEffect(() => {
    toast('The admin area is for admins only', {
      id: 'not-admin',
      description:
        'Admin rights come with signing in with Google using an address on the admin list. An account made with a password never has them, since its address is not verified.',
      duration: 12_000,
    })
  }, [])
  return <Navigate to={paths.app.root.getHref()} replace />
}
