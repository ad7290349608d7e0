import { paths } from '@/config/paths'
import { RequireAdmin } from '@/features/auth/components/require-admin'
import { ThemeToggle } from '@/features/theme/components/theme-toggle'
import { LayoutProviders } from '../layout-providers'
import { AccountMenuTrigger } from './account-menu-trigger'
import { AdminSidebarContent } from './admin-sidebar-content'
import { ShellFrame } from './shell-frame'

/** The admin shell, behind the admin guard. */
export function AdminLayout() {
  return (
    <LayoutProviders>
      <RequireAdmin>
        <ShellFrame
          renderSidebar={(onNavigate) => <AdminSidebarContent onNavigate={onNavigate} />}
          menuTitle="Admin menu"
          homeHref={paths.admin.root.getHref()}
          headerEnd={
            <>
              <ThemeToggle />
              <AccountMenuTrigger className="border-l pl-2" />
            </>
          }
        />
      </RequireAdmin>
    </LayoutProviders>
  )
}

// The boundary of the area's pages (router.tsx): it loads with this module, so it is there offline.
export { PageErrorBoundary } from './page-error-boundary'
