import type { OutreachChannel } from '@coldstart/contract'
import { ArrowRight, CircleCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'

const WHAT_HAPPENED: Record<OutreachChannel, string> = {
  mailto: 'Opened in your mail app',
  gmail: 'Opened in Gmail in a new tab',
  copy: 'Copied: paste it into a new email',
  eml: 'Downloaded the .eml draft: open it to send',
}

type SentStatusProps = {
  channel: OutreachChannel
  /** one at a time: the next person's first name; otherwise the dialog is done */
  next: string | null
  onNext: () => void
  onDone: () => void
}

/**
 * Says what the last send action did and that the log has it, then offers the way on: the next person, or
 * Done. The send buttons stay below it, for when the mail app did not open.
 */
export function SentStatus({ channel, next, onNext, onDone }: SentStatusProps) {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-success-soft px-3 py-2 text-success-soft-foreground sm:flex-row sm:items-center">
      <p role="status" className="flex items-start gap-2 text-sm sm:mr-auto">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {WHAT_HAPPENED[channel]} · logged in Follow-ups
          {channel === 'mailto' && (
            <span className="block text-xs opacity-80">Nothing opened? Use Copy or Open in Gmail below.</span>
          )}
        </span>
      </p>
      {next ? (
        <Button size="sm" onClick={onNext}>
          Next: {next}
          <ArrowRight aria-hidden="true" />
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={onDone}>
          Done
        </Button>
      )}
    </div>
  )
}
