import type { OutreachSend } from '@coldstart/contract'
import { useId, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useActOnMailboxSend } from '../api/act-on-mailbox-send'

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

/** "2026-11-28T09:30" for a datetime-local field, in the browser's zone. */
function localInput(at: Date) {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000)
  return shifted.toISOString().slice(0, 16)
}

/**
 * Where an email from the student's mailbox is, with what they can do: scheduled (send now, edit the time,
 * cancel), sending, failed (the reason and Retry) or cancelled. A sent one shows its reply status instead.
 */
export function MailboxDelivery({ send }: { send: OutreachSend }) {
  const act = useActOnMailboxSend()
  const [editing, setEditing] = useState(false)
  const [value, setValue] = useState('')
  const fieldId = useId()
  const who = send.contactName ?? send.contactEmail
  const busy = act.isPending
  const chosen = value ? new Date(value) : null
  // a follow-up says which one it is: "Follow-up 1 · Scheduled"
  const label = (state: string) => (send.followUpIndex ? `Follow-up ${send.followUpIndex} · ${state}` : state)
  // one button per action, its name saying which email it acts on
  const actionButton = (
    action: 'cancel' | 'send-now' | 'retry',
    text: string,
    which: string,
    variant?: 'outline' | 'ghost',
  ) => (
    <Button size="sm" variant={variant} disabled={busy} onClick={() => act.mutate({ id: send.id, action })}>
      {text}
      <span className="sr-only"> {which}</span>
    </Button>
  )

  if (send.delivery === 'sending') return <Badge variant="secondary">{label('Sending…')}</Badge>
  if (send.delivery === 'cancelled') return <Badge variant="outline">{label('Cancelled')}</Badge>
  if (send.delivery === 'failed') {
    return (
      <div className="space-y-1.5">
        <Badge variant="danger">{label('Failed')}</Badge>
        {send.failureReason && <p className="max-w-64 text-xs text-muted-foreground">{send.failureReason}</p>}
        {actionButton('retry', 'Retry', `the email to ${who}`, 'outline')}
      </div>
    )
  }
  return (
    <div className="space-y-1.5">
      <Badge>{label('Scheduled')}</Badge>
      <p className="text-xs text-muted-foreground">
        {send.scheduledFor
          ? `Goes out ${timeFormat.format(new Date(send.scheduledFor))}`
          : 'Goes out as soon as your daily limit and sending hours allow'}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {actionButton('send-now', 'Send now', `to ${who}`)}
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-expanded={editing}
          onClick={() => {
            setEditing((e) => !e)
            setValue(
              localInput(send.scheduledFor ? new Date(send.scheduledFor) : new Date(Date.now() + 3_600_000)),
            )
          }}
        >
          Edit time<span className="sr-only"> of the email to {who}</span>
        </Button>
        {actionButton('cancel', 'Cancel', `the email to ${who}`, 'ghost')}
      </div>
      {editing && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor={fieldId} className="text-xs">
              New time
            </Label>
            <Input
              id={fieldId}
              type="datetime-local"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </div>
          <Button
            size="sm"
            disabled={busy || !chosen || Number.isNaN(chosen.getTime())}
            onClick={() => {
              if (!chosen) return
              act.mutate(
                { id: send.id, action: 'reschedule', at: chosen },
                { onSuccess: () => setEditing(false) },
              )
            }}
          >
            Save time
          </Button>
        </div>
      )}
    </div>
  )
}
