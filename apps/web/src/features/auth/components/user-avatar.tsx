import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { cn } from '@/lib/cn'
import type { AuthUser } from '../hooks/use-auth-store'
import { getAvatarInitial, getAvatarUrl } from '../utils/user-display'

type UserAvatarProps = { user: AuthUser | null; className?: string }

/** The user's image, else the first letter of their name, else "U". */
export function UserAvatar({ user, className }: UserAvatarProps) {
  const url = getAvatarUrl(user)
  return (
    <Avatar className={cn('size-8', className)}>
      {url && <AvatarImage src={url} alt="" referrerPolicy="no-referrer" />}
      <AvatarFallback aria-hidden="true">{getAvatarInitial(user)}</AvatarFallback>
    </Avatar>
  )
}
