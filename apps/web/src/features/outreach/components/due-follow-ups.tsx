import type { OutreachSend } from '@coldstart/contract'
import { BellRing, PartyPopper } from 'lucide-react'
import { useId } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { useSends } from '../api/get-sends'
import { NudgeCard } from './nudge-card'

type DueFollowUpsProps = { onFollowUp?: (send: OutreachSend) => void }

/** The nudges: sends with no reply after the student's wait, not snoozed, not followed up. */
export function DueFollowUps({ onFollowUp }: DueFollowUpsProps) {
  const headingId = useId()
  const due = useSends({ due: true, pageSize: 50 })
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <BellRing className="size-4 text-muted-foreground" aria-hidden="true" />
        Due for a follow-up
        {due.data && due.data.total > 0 && (
          <span className="text-sm font-normal text-muted-foreground">({due.data.total})</span>
        )}
      </h2>
      {due.isPending ? (
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      ) : due.isError ? (
        <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
          Could not load your follow-ups. Reload the page to try again.
        </p>
      ) : due.data.items.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
          <PartyPopper className="size-4 shrink-0" aria-hidden="true" />
          Nothing to follow up on right now. Emails with no reply show up here after the wait you set below.
        </p>
      ) : (
        <ul className="space-y-3">
          {due.data.items.map((send) => (
            <NudgeCard key={send.id} send={send} onFollowUp={onFollowUp} />
          ))}
        </ul>
      )}
    </section>
  )
}
