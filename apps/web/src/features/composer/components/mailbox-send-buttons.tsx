import { fromWallInput, quickPicks, toWallInput } from '@coldstart/contract'
import { CalendarClock, Send } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { Sender } from '../api/get-sender'

type MailboxSendButtonsProps = {
  sender: Sender
  busy: boolean
  /** null: as soon as the mailbox's limits allow; a date: at that time */
  onSend: (at: Date | null) => void
}

/**
 * The main action with a mailbox connected: "Send from <address>", or Schedule with two quick picks and a
 * date-time field, all in the student's mailbox time zone.
 */
export function MailboxSendButtons({ sender, busy, onSend }: MailboxSendButtonsProps) {
  const [scheduling, setScheduling] = useState(false)
  const [value, setValue] = useState('')
  const fieldId = useId()
  const panelId = useId()
  const now = new Date()
  const picks = quickPicks(now, sender.timeZone)
  const chosen = fromWallInput(value, sender.timeZone)
  const valid = chosen !== null && chosen > now

  return (
    <div className="flex w-full flex-col gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button
          variant="outline"
          aria-expanded={scheduling}
          aria-controls={panelId}
          onClick={() => setScheduling((s) => !s)}
          disabled={busy}
        >
          <CalendarClock aria-hidden="true" />
          Schedule
        </Button>
        <Button onClick={() => onSend(null)} disabled={busy} className="min-w-0">
          <Send aria-hidden="true" />
          <span className="truncate">Send from {sender.address}</span>
        </Button>
      </div>
      {scheduling && (
        <div
          id={panelId}
          role="group"
          aria-label="Schedule"
          className="flex w-full flex-col gap-2 rounded-lg border p-3 sm:w-auto"
        >
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onSend(picks.tomorrow)}>
              Tomorrow 9:30
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onSend(picks.nextMonday)}>
              Next Monday 10:00
            </Button>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="space-y-1">
              <Label htmlFor={fieldId}>Send at ({sender.timeZone})</Label>
              <Input
                id={fieldId}
                type="datetime-local"
                min={toWallInput(now, sender.timeZone)}
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            </div>
            <Button size="sm" disabled={busy || !valid} onClick={() => chosen && onSend(chosen)}>
              Schedule for this time
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
