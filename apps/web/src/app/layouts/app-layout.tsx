import { useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Logo } from '@/components/layouts/logo'
import { MobileNavDrawer } from '@/components/layouts/mobile-nav-drawer'
import { SkipLink } from '@/components/layouts/skip-link'
import { getAppArea } from '@/config/paths'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { ThemeToggle } from '@/features/theme/components/theme-toggle'
import { AppSidebarContent } from './app-sidebar-content'
import { UserIdentity } from './user-identity'

/** The signed-in app shell of /app and /dashboard (SPEC §2, App shell), behind the auth guard. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false)
  const area = getAppArea(useLocation().pathname)

  return (
    <RequireAuth>
      <div className="flex min-h-dvh">
        <SkipLink />
        <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r bg-muted/30 lg:block">
          <AppSidebarContent />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/80 px-4 backdrop-blur sm:px-6">
            <MobileNavDrawer
              open={menuOpen}
              onOpenChange={setMenuOpen}
              title="App menu"
              className="lg:hidden"
            >
              <AppSidebarContent onNavigate={() => setMenuOpen(false)} />
            </MobileNavDrawer>
            <Logo to={area} className="lg:hidden" />
            <div className="ml-auto flex items-center gap-2">
              <ThemeToggle />
              <UserIdentity className="border-l pl-3" />
            </div>
          </header>
          <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-6 lg:px-10">
            <div className="mx-auto w-full max-w-6xl">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
    </RequireAuth>
  )
}
