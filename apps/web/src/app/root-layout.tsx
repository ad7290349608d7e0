import { Outlet, ScrollRestoration } from 'react-router'
import { usePageViewReporting } from '@/features/page-views/hooks/use-page-view-reporting'
import { getAccessToken } from '@/lib/auth-token'

/** Above every layout: restores scroll on back/forward, starts new pages at the top, reports page views. */
export function RootLayout() {
  // The in-memory access token, when signed in, so the server can attach the view to the user.
  usePageViewReporting(getAccessToken)
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
