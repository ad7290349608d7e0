import { Outlet } from 'react-router'
import { SkipLink } from '@/components/layouts/skip-link'
import { PublicHeader } from './public-header'
import { SiteFooter } from './site-footer'

/** Landing, sign-in and the static pages. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      {/* user-typed text breaks rather than widening the page (see shell-frame.tsx); at least a screen tall
          below the 4rem header, so a lazily loaded page never pushes a visible footer down (layout shift) */}
      <main
        id="main"
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col wrap-anywhere outline-none"
      >
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
