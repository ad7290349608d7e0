import { LogOut, Moon, Shield, UserRound } from 'lucide-react'
import { Link } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { paths } from '@/config/paths'
import { useAppPaths } from '@/hooks/use-app-paths'
import { useAdminStatus } from '@/features/auth/api/get-admin-status'
import { useAuthStore } from '@/features/auth/hooks/use-auth-store'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { getDisplayName } from '@/features/auth/utils/user-display'
import { useTheme } from '@/features/theme/hooks/use-theme'
import { ACCOUNT_TRIGGER_CLASS } from './account-trigger-class'
import { UserIdentity } from './user-identity'

/**
 * The header's name and avatar as a menu (Radix: arrow keys, Escape, focus back on the button): Profile,
 * Admin for admins, the theme and Sign out, at every width.
 */
export function AccountMenu() {
  const user = useAuthStore((state) => state.user)
  const isAdmin = useAdminStatus(user?.id).data === true
  const appPaths = useAppPaths()
  const signOut = useSignOut()
  const dark = useTheme((state) => state.theme === 'dark')
  const setTheme = useTheme((state) => state.setTheme)

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={ACCOUNT_TRIGGER_CLASS}>
        <span className="sr-only">Account menu: </span>
        <UserIdentity />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="min-w-0">
          <p className="truncate font-medium">{getDisplayName(user)}</p>
          {user?.email && <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={appPaths.settings}>
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        {isAdmin && (
          <DropdownMenuItem asChild>
            <Link to={paths.admin.root.getHref()}>
              <Shield aria-hidden="true" />
              Admin
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuCheckboxItem checked={dark} onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')}>
          <Moon aria-hidden="true" />
          Dark theme
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
