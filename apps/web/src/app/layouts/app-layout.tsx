import { useLocation } from 'react-router'
import { getAppArea } from '@/config/paths'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { ScrollToTopButton } from '@/features/shell/components/scroll-to-top-button'
import { ThemeToggle } from '@/features/theme/components/theme-toggle'
import { LayoutProviders } from '../layout-providers'
import { AppSidebarContent } from './app-sidebar-content'
import { ShellFrame } from './shell-frame'
import { UserIdentity } from './user-identity'

/**
 * The signed-in app shell of /app and /dashboard (SPEC §2, App shell), behind the auth guard, with the global
 * widgets for signed-in users: the theme toggle and the scroll-to-top button.
 */
export function AppLayout() {
  const area = getAppArea(useLocation().pathname)

  return (
    <LayoutProviders>
      <RequireAuth>
        <ShellFrame
          renderSidebar={(onNavigate) => <AppSidebarContent onNavigate={onNavigate} />}
          menuTitle="App menu"
          homeHref={area}
          headerEnd={
            <>
              <ThemeToggle />
              <UserIdentity className="border-l pl-3" />
            </>
          }
        >
          <ScrollToTopButton />
        </ShellFrame>
      </RequireAuth>
    </LayoutProviders>
  )
}
