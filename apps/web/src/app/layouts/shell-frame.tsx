import { type CSSProperties, useState, type ReactNode } from 'react'
import { Outlet } from 'react-router'
import { Logo } from '@/components/layouts/logo'
import { MobileNavDrawer } from '@/components/layouts/mobile-nav-drawer'
import { SkipLink } from '@/components/layouts/skip-link'
import { FLOATING_DOCK_HEIGHT } from '@/features/shell/components/floating-dock'
import { OfflineBanner } from '@/features/shell/components/offline-banner'

type ShellFrameProps = {
  /** The sidebar; given `onNavigate` when it is shown in the phone drawer, which that call closes. */
  renderSidebar: (onNavigate?: () => void) => ReactNode
  menuTitle: string
  /** Where the logo in the phone header leads. */
  homeHref: string
  /** The right end of the header (theme toggle, user). */
  headerEnd: ReactNode
  /** The bottom dock (FloatingDock) of the content column, if the shell has one. */
  dock?: ReactNode
  /** A notice under the header that concerns every page (e.g. a paused mailbox). */
  banner?: ReactNode
}

/** The frame the app and admin shells share: a sidebar (a drawer at phone width), a header and <main>. */
export function ShellFrame({ renderSidebar, menuTitle, homeHref, headerEnd, dock, banner }: ShellFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  // What the page's own sticky bars sit on: the dock's height, or nothing in a shell without one.
  const style = { '--floating-dock-height': dock ? FLOATING_DOCK_HEIGHT : '0px' } as CSSProperties

  return (
    <div className="flex min-h-dvh" style={style}>
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r bg-muted/30 lg:block">
        {renderSidebar()}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        {/* 48 px on a phone: the header and the dock together stay within 12% of the screen */}
        <header className="sticky top-0 z-40 flex h-12 items-center sm:h-16 gap-2 border-b bg-background/80 px-4 backdrop-blur sm:px-6">
          <MobileNavDrawer open={menuOpen} onOpenChange={setMenuOpen} title={menuTitle} className="lg:hidden">
            {renderSidebar(() => setMenuOpen(false))}
          </MobileNavDrawer>
          <Logo to={homeHref} className="shrink-0 lg:hidden" />
          {/* min-w-0: a long user name truncates here instead of pushing the page past a phone's edge */}
          <div className="ml-auto flex min-w-0 items-center justify-end gap-2">{headerEnd}</div>
        </header>
        <OfflineBanner />
        {banner}
        {/* overflow-wrap:anywhere: a name, email or URL someone typed breaks where it must instead of
            widening its card (and the page) past a phone's edge */}
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 py-8 wrap-anywhere outline-none sm:px-6 lg:px-10"
        >
          <div className="mx-auto w-full max-w-6xl">
            <Outlet />
          </div>
        </main>
        {/* after <main> in the flow: at the page's end the dock takes its own room below the last line */}
        {dock}
      </div>
    </div>
  )
}
