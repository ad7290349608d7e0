import { UserAvatar } from '@/features/auth/components/user-avatar'
import { useAuthStore } from '@/features/auth/hooks/use-auth-store'
import { getDisplayName } from '@/features/auth/utils/user-display'
import { cn } from '@/lib/cn'

type UserIdentityProps = { showEmail?: boolean; className?: string }

/** The signed-in user's name (or "User") and avatar; optionally the email (admin shell). */
export function UserIdentity({ showEmail = false, className }: UserIdentityProps) {
  const user = useAuthStore((state) => state.user)

  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <div className={cn('min-w-0 text-right', showEmail && 'order-2 text-left')}>
        {/* truncated in a narrow top bar: the whole name on hover */}
        <p className="truncate text-sm font-medium" title={getDisplayName(user)}>
          {getDisplayName(user)}
        </p>
        {showEmail && user?.email && <p className="truncate text-xs text-muted-foreground">{user.email}</p>}
      </div>
      <UserAvatar user={user} className={cn('shrink-0', showEmail && 'order-1')} />
    </div>
  )
}
