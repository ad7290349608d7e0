import { Outlet, ScrollRestoration } from 'react-router'

/** Above every layout: restores scroll on back/forward and starts new pages at the top. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
