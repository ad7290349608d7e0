import { Outlet } from 'react-router'
import { LayoutProviders } from '../layout-providers'

/** The content width and padding of sign-in and the static pages (the landing is full-bleed instead). */
export function PublicPageContainer() {
  return (
    <LayoutProviders>
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <Outlet />
      </div>
    </LayoutProviders>
  )
}
