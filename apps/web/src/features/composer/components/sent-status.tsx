import type { OutreachLogChannel } from '@coldstart/contract'
import { ArrowRight, CircleCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'

const WHAT_HAPPENED: Record<OutreachLogChannel, string> = {
  mailto: 'Opened in your mail app',
  gmail: 'Opened in Gmail in a new tab',
  copy: 'Copied: paste it into a new email',
  eml: 'Downloaded the .eml draft: open it to send',
  mailbox: 'Queued in your mailbox',
}

type SentStatusProps = {
  channel: OutreachLogChannel
  /** a mailbox send: when it goes out ("Goes out today around 14:05") */
  note?: string | null
  /** one at a time: the next person's first name; otherwise the dialog is done */
  next: string | null
  onNext: () => void
  onDone: () => void
}

/**
 * Says what the last send action did and that the log has it, then offers the way on: the next person, or
 * Done. The send buttons stay below it, for when the mail app did not open.
 */
export function SentStatus({ channel, note, next, onNext, onDone }: SentStatusProps) {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-success-soft px-3 py-2 text-success-soft-foreground sm:flex-row sm:items-center">
      <p role="status" className="flex items-start gap-2 text-sm sm:mr-auto">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {WHAT_HAPPENED[channel]} · logged in Follow-ups
          {note && <span className="block text-xs">{note}</span>}
          {channel === 'mailto' && (
            <span className="block text-xs">Nothing opened? Use Copy or Open in Gmail below.</span>
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
