import { CloudOff } from 'lucide-react'
import { cn } from '@/lib/cn'

type StaleDataNoteProps = { onRetry: () => void; className?: string }

/**
 * Above a list still showing (dimmed) the results of an earlier search because the new ones could not be
 * fetched: says why, instead of leaving the list silently faded, and offers to try again.
 */
export function StaleDataNote({ onRetry, className }: StaleDataNoteProps) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground',
        className,
      )}
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      <span>You're offline — showing results from before.</span>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-sm font-medium underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        Retry
      </button>
    </p>
  )
}
