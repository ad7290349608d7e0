import { useState } from 'react'
import { Outlet } from 'react-router'
import { Logo } from '@/components/layouts/logo'
import { MobileNavDrawer } from '@/components/layouts/mobile-nav-drawer'
import { SkipLink } from '@/components/layouts/skip-link'
import { paths } from '@/config/paths'
import { RequireAdmin } from '@/features/auth/components/require-admin'
import { ThemeToggle } from '@/features/theme/components/theme-toggle'
import { AdminSidebarContent } from './admin-sidebar-content'

/** The admin shell (SPEC §2), behind the admin guard. */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false)

  return (
    <RequireAdmin>
      <div className="flex min-h-dvh">
        <SkipLink />
        <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r bg-muted/30 lg:block">
          <AdminSidebarContent />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/80 px-4 backdrop-blur sm:px-6">
            <MobileNavDrawer
              open={menuOpen}
              onOpenChange={setMenuOpen}
              title="Admin menu"
              className="lg:hidden"
            >
              <AdminSidebarContent onNavigate={() => setMenuOpen(false)} />
            </MobileNavDrawer>
            <Logo to={paths.admin.root.getHref()} className="lg:hidden" />
            <div className="ml-auto">
              <ThemeToggle />
            </div>
          </header>
          <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-6 lg:px-10">
            <div className="mx-auto w-full max-w-6xl">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
    </RequireAdmin>
  )
}
