import {
  OUTREACH_PAGE_SIZE,
  OUTREACH_STATUSES,
  OUTREACH_STATUS_LABELS,
  type OutreachSend,
  type OutreachStatus,
} from '@coldstart/contract'
import { Inbox } from 'lucide-react'
import { useId, useState } from 'react'
import { Label } from '@/components/ui/label'
import { OptionsSelect } from '@/components/ui/options-select'
import { Pager } from '@/components/ui/pager'
import { Skeleton } from '@/components/ui/skeleton'
import { useSends } from '../api/get-sends'
import { SendStatusSelect } from './send-status-select'
import { SnoozedNote } from './snoozed-note'
import { WhenAgo } from '@/components/when-ago'

type Filter = OutreachStatus | 'all' | 'snoozed'
const FILTERS: readonly (readonly [Filter, string])[] = [
  ['all', 'All statuses'],
  ...OUTREACH_STATUSES.map((s) => [s, OUTREACH_STATUS_LABELS[s]] as const),
  ['snoozed', 'Snoozed'],
]
const CHANNEL_LABELS: Record<OutreachSend['channel'], string> = {
  mailto: 'Mail app',
  gmail: 'Gmail',
  copy: 'Copied',
  eml: '.eml file',
  mailbox: 'Your mailbox',
}

function Contact({ send }: { send: OutreachSend }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">{send.contactName ?? send.contactEmail}</p>
      <p className="truncate text-sm text-muted-foreground">{send.company}</p>
      <SnoozedNote send={send} />
    </div>
  )
}

/** Every email the student sent, newest first: a table on wide screens, cards on phones. */
export function OutreachLog() {
  const headingId = useId()
  const filterId = useId()
  const [status, setStatus] = useState<Filter>('all')
  const [page, setPage] = useState(1)
  const sends = useSends({
    status: status === 'all' || status === 'snoozed' ? undefined : status,
    snoozed: status === 'snoozed' ? true : undefined,
    page,
    pageSize: OUTREACH_PAGE_SIZE,
  })
  const items = sends.data?.items ?? []

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="font-semibold">
          All emails
          {sends.data && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">({sends.data.total})</span>
          )}
        </h2>
        <div className="flex items-center gap-2">
          <Label htmlFor={filterId} className="text-sm text-muted-foreground">
            Show
          </Label>
          <OptionsSelect
            id={filterId}
            value={status}
            onChange={(next) => {
              setStatus(next)
              setPage(1)
            }}
            options={FILTERS}
            className="w-40"
          />
        </div>
      </div>

      {sends.isPending ? (
        <div className="space-y-2" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-lg" />
          ))}
        </div>
      ) : sends.isError ? (
        <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
          Could not load your emails. Reload the page to try again.
        </p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <Inbox className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">
            {status === 'all'
              ? 'No emails yet'
              : status === 'snoozed'
                ? 'Nothing snoozed'
                : 'No emails with this status'}
          </p>
          <p className="max-w-sm text-sm text-muted-foreground">
            {status === 'all'
              ? 'Emails you send from a startup’s page are listed here, so you know whom to follow up with.'
              : 'Choose another status to see the rest of your emails.'}
          </p>
        </div>
      ) : (
        <>
          {/* phones: one card per email */}
          <ul className="space-y-3 md:hidden" aria-label="Emails">
            {items.map((send) => (
              <li key={send.id} className="space-y-3 rounded-xl border bg-card p-4 text-card-foreground">
                <div className="flex items-start justify-between gap-3">
                  <Contact send={send} />
                  <span className="shrink-0 text-sm text-muted-foreground">
                    <WhenAgo iso={send.sentAt} />
                  </span>
                </div>
                <p className="text-sm break-words text-muted-foreground">{send.subject ?? 'No subject'}</p>
                <div className="flex items-center justify-between gap-3">
                  <span className="text-xs text-muted-foreground">{CHANNEL_LABELS[send.channel]}</span>
                  <SendStatusSelect send={send} />
                </div>
              </li>
            ))}
          </ul>
          {/* wider screens: a table */}
          <div className="hidden overflow-hidden rounded-xl border md:block">
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Contact
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Subject
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Sent
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {items.map((send) => (
                  <tr key={send.id}>
                    <td className="max-w-56 px-4 py-3">
                      <Contact send={send} />
                    </td>
                    <td className="max-w-72 px-4 py-3">
                      <p className="truncate">{send.subject ?? 'No subject'}</p>
                      <p className="text-xs text-muted-foreground">{CHANNEL_LABELS[send.channel]}</p>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                      <WhenAgo iso={send.sentAt} />
                    </td>
                    <td className="px-4 py-3">
                      <SendStatusSelect send={send} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageSize={OUTREACH_PAGE_SIZE}
            total={sends.data.total}
            onPageChange={setPage}
            noun="emails"
          />
        </>
      )}
    </section>
  )
}
