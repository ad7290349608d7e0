import { fromWallInput, toWallInput, type OutreachSend } from '@coldstart/contract'
import { useId, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useActOnMailboxSend } from '../api/act-on-mailbox-send'
import { useSendingZone } from '../api/get-sending-zone'

/** "Mon 30 Nov, 10:00" in the mailbox's zone. */
const timeIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(at)

/**
 * Where an email from the student's mailbox is, with what they can do: scheduled (send now, edit the time,
 * cancel), sending, failed (the reason and Retry) or cancelled. A sent one shows its reply status instead.
 * Times are the mailbox's zone's, as the composer shows them when scheduling.
 */
export function MailboxDelivery({ send }: { send: OutreachSend }) {
  const act = useActOnMailboxSend()
  const [editing, setEditing] = useState(false)
  const [value, setValue] = useState('')
  const zone = useSendingZone()
  const fieldId = useId()
  const who = send.contactName ?? send.contactEmail
  const busy = act.isPending
  const chosen = zone ? fromWallInput(value, zone) : null
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
        {!send.scheduledFor
          ? 'Goes out as soon as your daily limit and sending hours allow'
          : zone && `Goes out ${timeIn(new Date(send.scheduledFor), zone)} (${zone})`}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {actionButton('send-now', 'Send now', `to ${who}`)}
        <Button
          size="sm"
          variant="outline"
          disabled={busy || !zone}
          aria-expanded={editing}
          onClick={() => {
            setEditing((e) => !e)
            const at = send.scheduledFor ? new Date(send.scheduledFor) : new Date(Date.now() + 3_600_000)
            setValue(toWallInput(at, zone!))
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
              New time ({zone})
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
            disabled={busy || !chosen}
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
