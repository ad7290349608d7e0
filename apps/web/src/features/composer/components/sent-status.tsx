import type { OutreachLogChannel } from '@coldstart/contract'
import { ArrowRight, CircleCheck, Undo2 } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { UNDONE_MESSAGE } from '../api/undo-mail-link-send'
import type { MailLinkUndoState } from '../hooks/use-mail-link-undo'

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
  /** a mail link's send, which can be taken back from here */
  undo?: MailLinkUndoState | null
  onUndo?: () => void
  /** one at a time: the next person's first name; otherwise the dialog is done */
  next: string | null
  onNext: () => void
  onDone: () => void
}

/**
 * Says what the last send action did and that the log has it, then offers the way on: the next person, or
 * Done. A mail link's send has "Not sent? Undo" beside it; once taken back, the status says so and focus
 * moves to the way on (the Undo is gone). The send buttons stay below it, for when the mail app did not open.
 */
export function SentStatus({ channel, note, undo, onUndo, next, onNext, onDone }: SentStatusProps) {
  const notSent = useId()
  const wayOn = useRef<HTMLButtonElement>(null)
  const undone = undo?.phase === 'undone'
  useEffect(() => {
    if (undone) wayOn.current?.focus()
  }, [undone])
  const Icon = undone ? Undo2 : CircleCheck
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-success-soft px-3 py-2 text-success-soft-foreground sm:flex-row sm:items-center">
      <p role="status" className="flex items-start gap-2 text-sm sm:mr-auto">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {undone ? (
          <span>{UNDONE_MESSAGE}: nothing is logged for this email</span>
        ) : (
          <span>
            {WHAT_HAPPENED[channel]} · logged in Follow-ups
            {note && <span className="block text-xs">{note}</span>}
            {channel === 'mailto' && (
              <span className="block text-xs">Nothing opened? Use Copy or Open in Gmail below.</span>
            )}
            {undo?.phase === 'failed' && (
              <span className="block text-xs">Could not undo the send: {undo.error}</span>
            )}
          </span>
        )}
      </p>
      <div className="flex items-center gap-2">
        {undo && !undone && (
          <>
            <span id={notSent} className="text-sm">
              Not sent?
            </span>
            <Button
              size="sm"
              variant="outline"
              aria-describedby={notSent}
              // not `disabled`, which would drop focus while the request is out
              aria-disabled={undo.phase === 'undoing'}
              onClick={onUndo}
            >
              Undo
            </Button>
          </>
        )}
        {next ? (
          <Button ref={wayOn} size="sm" onClick={onNext} className="max-sm:flex-1">
            Next: {next}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button ref={wayOn} size="sm" variant="outline" onClick={onDone} className="max-sm:flex-1">
            Done
          </Button>
        )}
      </div>
    </div>
  )
}
