import { Suspense } from 'react'
import { ShellSkeleton } from '@/components/layouts/shell-skeleton'
import { useAppPaths } from '@/hooks/use-app-paths'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { useAuthStore } from '@/features/auth/hooks/use-auth-store'
import { ReconnectMailboxBanner } from '@/features/mailbox/components/reconnect-banner'
import { FloatingDock } from '@/features/shell/components/floating-dock'
import { ScrollToTopButton } from '@/features/shell/components/scroll-to-top-button'
import { ThemeToggle } from '@/features/theme/components/theme-toggle'
import { useContentPainted } from '@/hooks/use-content-painted'
import { LayoutProviders } from '../layout-providers'
import { AppSidebarContent } from './app-sidebar-content'
import { ShellFrame } from './shell-frame'
import { AccountMenuTrigger } from './account-menu-trigger'
import { lazyWithRetry } from '@/lib/lazy-with-retry'

// It carries zod through the notes contract: loaded once the page's content has painted instead of in front
// of it (its place in the dock is kept meanwhile, so it shifts nothing when it appears).
const QuickNotesPanel = lazyWithRetry(() =>
  import('@/features/notes/components/quick-notes-panel').then((m) => ({ default: m.QuickNotesPanel })),
)

/**
 * The signed-in app shell of /app and /dashboard, behind the auth guard, with the global
 * widgets for signed-in users: the theme toggle and, in the bottom dock, the Quick Notes panel and the
 * scroll-to-top button.
 */
export function AppLayout() {
  const appPaths = useAppPaths()
  const userId = useAuthStore((state) => state.user?.id)
  const contentPainted = useContentPainted()

  return (
    <LayoutProviders>
      <RequireAuth fallback={<ShellSkeleton homeHref={appPaths.root} />}>
        <ShellFrame
          renderSidebar={(onNavigate) => <AppSidebarContent onNavigate={onNavigate} />}
          menuTitle="App menu"
          homeHref={appPaths.root}
          // mounted only while signed in: signing out clears the cache, which would refetch a mounted query
          banner={userId ? <ReconnectMailboxBanner /> : null}
          headerEnd={
            <>
              <ThemeToggle />
              <AccountMenuTrigger className="border-l pl-2" />
            </>
          }
          dock={
            <FloatingDock
              start={
                // keyed: another user's sign-in gets a fresh panel, never the last user's note
                userId &&
                contentPainted && (
                  <Suspense fallback={null}>
                    <QuickNotesPanel key={userId} userId={userId} />
                  </Suspense>
                )
              }
              end={<ScrollToTopButton />}
            />
          }
        />
      </RequireAuth>
    </LayoutProviders>
  )
}

// The boundary of the area's pages (router.tsx): it loads with this module, so it is there offline.
export { PageErrorBoundary } from './page-error-boundary'
