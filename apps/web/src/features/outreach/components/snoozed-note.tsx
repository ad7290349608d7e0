import type { OutreachSend } from '@coldstart/contract'
import { AlarmClock } from 'lucide-react'
import { formatDay, isAhead } from '@/lib/format-date'
import { useUpdateSend } from '../api/update-send'

/** "Snoozed until Tue 2 Dec · Undo" on a send whose nudge waits; nothing otherwise. */
export function SnoozedNote({ send }: { send: OutreachSend }) {
  const update = useUpdateSend()
  if (!send.snoozedUntil || !isAhead(send.snoozedUntil)) return null
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
      <AlarmClock className="size-3.5" aria-hidden="true" />
      Snoozed until {formatDay(send.snoozedUntil)} ·
      <button
        type="button"
        disabled={update.isPending}
        onClick={() => update.mutate({ id: send.id, change: { unsnooze: true } })}
        className="inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-4 disabled:opacity-50"
      >
        Undo
        <span className="sr-only"> the snooze of the email to {send.contactName ?? send.contactEmail}</span>
      </button>
    </p>
  )
}
