import { Outlet } from 'react-router'

/** The content width and padding of the public static pages (the landing is full-bleed instead). */
export function PublicPageContainer() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <Outlet />
    </div>
  )
}
