import { ArrowLeft, LogOut } from 'lucide-react'
import { Link } from 'react-router'
import { Logo } from '@/components/layouts/logo'
import { SidebarNav } from '@/components/layouts/sidebar-nav'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Separator } from '@/components/ui/separator'
import { paths } from '@/config/paths'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { useAdminNavItems } from './use-admin-nav-items'
import { UserIdentity } from './user-identity'

export function AdminSidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const items = useAdminNavItems()
  const signOut = useSignOut()

  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center gap-2 px-2 pt-1">
        <Logo to={paths.admin.root.getHref()} />
        <Badge variant="secondary">Admin</Badge>
      </div>
      <div className="flex-1 space-y-4 overflow-y-auto">
        <SidebarNav label="Admin" items={items} onNavigate={onNavigate} />
        <Separator />
        <Link
          to={paths.app.root.getHref()}
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Go to App
        </Link>
      </div>
      <div className="space-y-2 border-t pt-4">
        <UserIdentity showEmail className="px-2" />
        <Button
          variant="ghost"
          className="w-full justify-start gap-3 px-3 text-muted-foreground"
          onClick={signOut}
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </div>
  )
}
