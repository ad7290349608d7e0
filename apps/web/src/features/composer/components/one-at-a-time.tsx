import { Users } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * Send to all stays (one email to the whole team), with the advice that a personal email does better and the
 * way to write one to each member in turn.
 */
export function OneAtATimeAdvice({ count, onStart }: { count: number; onStart: () => void }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-muted/40 px-3 py-2 sm:flex-row sm:items-center">
      <p className="flex items-start gap-2 text-sm sm:mr-auto">
        <Users className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        Personal emails get more replies than one email to the whole team.
      </p>
      <Button size="sm" variant="outline" onClick={onStart}>
        Write to all {count} one at a time
      </Button>
    </div>
  )
}

type OneAtATimeProgressProps = {
  index: number
  count: number
  /** the first name of the person written to now */
  name: string
  /** moves on without sending to this person; null on the last one */
  onSkip: (() => void) | null
}

/** "2 of 4: Ravi" with a bar, and Skip to the next person. */
export function OneAtATimeProgress({ index, count, name, onSkip }: OneAtATimeProgressProps) {
  return (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1 space-y-1.5">
        <p role="status" className="text-sm font-medium">
          {index + 1} of {count}: {name}
        </p>
        <div className="h-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${((index + 1) / count) * 100}%` }}
          />
        </div>
      </div>
      {onSkip && (
        <Button size="sm" variant="ghost" onClick={onSkip}>
          Skip {name}
        </Button>
      )}
    </div>
  )
}
