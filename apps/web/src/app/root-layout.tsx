import { Outlet, ScrollRestoration } from 'react-router'
import { usePageViewReporting } from '@/features/page-views/hooks/use-page-view-reporting'

/** Above every layout: restores scroll on back/forward, starts new pages at the top, reports page views. */
export function RootLayout() {
  usePageViewReporting()
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
