import { CalendarClock } from 'lucide-react'
import { cn } from '@/lib/cn'
import { describeDeadline } from '../utils/deadline'

/** "Apply by 12 Dec · 5 days left", in the warning colour when three days or fewer are left. */
export function DeadlineText({ deadline, className }: { deadline: string | null; className?: string }) {
  const { label, urgent } = describeDeadline(deadline)
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-sm',
        urgent ? 'font-medium text-amber-700 dark:text-amber-400' : 'text-muted-foreground',
        className,
      )}
    >
      <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
      {label}
    </p>
  )
}
