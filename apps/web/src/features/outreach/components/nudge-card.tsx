import {
  INTERNSHIP_RECIPIENT_NAME,
  OUTREACH_SNOOZE_DAYS,
  plural,
  type OutreachSend,
} from '@coldstart/contract'
import { AlarmClock, Check, Info } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { daysSince } from '@/lib/days-ago'
import { formatDay } from '@/lib/format-date'
import { toast } from '@/lib/toast'
import { useUpdateSend } from '../api/update-send'
import { mailAppReason } from '../utils/follow-up-way'
import { FollowUpAction } from './follow-up-action'

type NudgeCardProps = { send: OutreachSend; onFollowUp?: (send: OutreachSend) => void }

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? null

/** "No reply from Harita at Helpdeck after 8 days", with Follow up, Snooze and Mark replied. */
export function NudgeCard({ send, onFollowUp }: NudgeCardProps) {
  const update = useUpdateSend()
  const days = daysSince(send.sentAt)
  const who = send.contactName === INTERNSHIP_RECIPIENT_NAME ? 'the hiring team' : firstName(send.contactName)
  const reason = mailAppReason(send)
  // the card leaves the list: say until when, and offer the way back
  const saySnoozed = ({ snoozedUntil }: OutreachSend) =>
    snoozedUntil &&
    toast(`Snoozed until ${formatDay(snoozedUntil)}`, {
      description: `${who ?? send.contactEmail} at ${send.company} · in Snoozed below`,
      action: { label: 'Undo', onClick: () => update.mutate({ id: send.id, change: { unsnooze: true } }) },
    })
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">
          No reply from {who ?? send.contactEmail} at {send.company} after {plural(days, 'day')}
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {send.subject ? `“${send.subject}”` : 'No subject'} · {send.contactEmail}
        </p>
        {reason && (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {reason}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <FollowUpAction
          send={send}
          onFollowUp={onFollowUp}
          onMailed={() => update.mutate({ id: send.id, change: { followedUp: true } })}
        />
        <div role="group" aria-label="Snooze" className="flex items-center gap-1">
          <AlarmClock className="ml-1 size-4 text-muted-foreground" aria-hidden="true" />
          <span className="mr-1 text-sm text-muted-foreground">Snooze</span>
          {OUTREACH_SNOOZE_DAYS.map((d) => (
            <Button
              key={d}
              variant="outline"
              size="sm"
              disabled={update.isPending}
              // the promise, not mutate's callbacks: the card has left the list by the time the answer is in
              onClick={() =>
                update.mutateAsync({ id: send.id, change: { snoozeDays: d } }).then(saySnoozed, () => {})
              }
            >
              {d}d<span className="sr-only"> (snooze {d} days)</span>
            </Button>
          ))}
        </div>
        <Button
          variant="ghost"
          size="sm"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: send.id, change: { status: 'replied' } })}
        >
          <Check aria-hidden="true" />
          Mark replied
        </Button>
      </div>
    </li>
  )
}
