import { UserAvatar } from '@/features/auth/components/user-avatar'
import { useAuthStore } from '@/features/auth/hooks/use-auth-store'
import { getDisplayName } from '@/features/auth/utils/user-display'
import { cn } from '@/lib/cn'

type UserIdentityProps = { showEmail?: boolean; className?: string }

/** The signed-in user's name (or "User") and avatar; optionally the email (admin shell). */
export function UserIdentity({ showEmail = false, className }: UserIdentityProps) {
  const user = useAuthStore((state) => state.user)

  return (
    <span className={cn('flex min-w-0 items-center gap-3', className)}>
      {/* spans: this also sits inside the account menu's button, which holds phrasing content only */}
      <span className={cn('block min-w-0 text-right', showEmail && 'order-2 text-left')}>
        {/* truncated in a narrow top bar: the whole name on hover */}
        <span className="block truncate text-sm font-medium" title={getDisplayName(user)}>
          {getDisplayName(user)}
        </span>
        {showEmail && user?.email && (
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        )}
      </span>
      <UserAvatar user={user} className={cn('shrink-0', showEmail && 'order-1')} />
    </span>
  )
}
