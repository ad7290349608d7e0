import { LogOut } from 'lucide-react'
import { Logo } from '@/components/layouts/logo'
import { SidebarNav } from '@/components/layouts/sidebar-nav'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { useAppNavItems } from './use-app-nav-items'

/** Logo, navigation and Sign Out: the desktop sidebar and the phone drawer show the same thing. */
export function AppSidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { homeHref, items } = useAppNavItems()
  const signOut = useSignOut()

  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <Logo to={homeHref} className="px-2 pt-1" />
      <div className="flex-1 overflow-y-auto">
        <SidebarNav label="App" items={items} onNavigate={onNavigate} />
      </div>
      <Button variant="ghost" className="justify-start gap-3 px-3 text-muted-foreground" onClick={signOut}>
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  )
}
