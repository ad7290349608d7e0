import { InlineSkeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { useJoinCount } from '../api/get-user-count'

// Two wordings: "Join N+ users" in the top bar, "Join N+ students using ColdStart" on the landing.
const suffixes = {
  users: '+ users',
  students: '+ students using ColdStart',
} as const

type JoinCountProps = {
  audience: keyof typeof suffixes
  className?: string
}

export function JoinCount({ audience, className }: JoinCountProps) {
  const { joinCount, isLoading } = useJoinCount()

  if (isLoading) {
    return (
      <span className={cn('inline-flex items-center gap-1', className)}>
        Join <InlineSkeleton className="h-[1em] w-8 align-middle" /> {suffixes[audience].slice(2)}
      </span>
    )
  }
  return (
    <span className={className}>
      Join {joinCount ?? 0}
      {suffixes[audience]}
    </span>
  )
}
