import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { useJoinCount } from '../api/get-user-count'

type JoinCountProps = {
  /** What follows "Join N+": "users" in the top bar, "students using ColdStart" on the landing. */
  audience: string
  className?: string
}

export function JoinCount({ audience, className }: JoinCountProps) {
  const { joinCount, isLoading } = useJoinCount()

  if (isLoading) {
    return (
      <span className={cn('inline-flex items-center gap-1', className)}>
        Join <Skeleton className="inline-block h-[1em] w-8 align-middle" /> {audience}
      </span>
    )
  }
  return (
    <span className={className}>
      Join {joinCount ?? 0}+ {audience}
    </span>
  )
}
