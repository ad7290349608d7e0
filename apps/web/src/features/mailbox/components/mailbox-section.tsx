import { Mail } from 'lucide-react'
import { useId } from 'react'
import { MAILBOX_PRESETS } from '@coldstart/contract'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDateTime } from '@/lib/format-date'
import { useDisconnectMailbox } from '../api/disconnect-mailbox'
import { useMailbox } from '../api/get-mailbox'
import { useSendingSettings } from '../api/sending-settings'
import { CheckNow, checkedAgo } from './check-now'
import { ConnectMailboxForm } from './connect-mailbox-form'
import { SendingSettings } from './sending-settings'

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'Not yet')

/** Profile → Mailbox: the connected mailbox's status with Disconnect, or the form to connect one. */
export function MailboxSection({ accountEmail }: { accountEmail?: string }) {
  const headingId = useId()
  const mailbox = useMailbox()
  const disconnect = useDisconnectMailbox()
  const status = mailbox.data
  const sending = useSendingSettings(Boolean(status?.connected))

  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground">
          <Mail className="size-4.5" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="leading-tight font-semibold">
            Mailbox
          </h2>
          <p className="text-sm text-muted-foreground">
            Connect your own email with an app password, so ColdStart can send from it and notice replies.
          </p>
        </div>
      </div>
      {mailbox.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : mailbox.isError ? (
        <div role="alert" className="space-y-3">
          <p className="font-medium">Could not load your mailbox.</p>
          <Button variant="outline" onClick={() => void mailbox.refetch()}>
            Try again
          </Button>
        </div>
      ) : status?.connected ? (
        <div className="space-y-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Connected as</dt>
              <dd className="font-medium break-all">{status.address}</dd>
              <dd className="text-muted-foreground">
                {status.provider && status.provider !== 'other'
                  ? MAILBOX_PRESETS[status.provider].name
                  : status.imapHost}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Last checked</dt>
              <dd className="font-medium" title={when(status.lastCheckedAt)}>
                {checkedAgo(status.lastCheckedAt)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">State</dt>
              <dd className="font-medium">
                {status.pausedReason ? `Paused: ${status.pausedReason}` : 'Active'}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-start gap-2">
            <CheckNow lastCheckedAt={status.lastCheckedAt} paused={status.pausedReason !== null} />
            <Button variant="outline" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
              Disconnect
            </Button>
          </div>
          {disconnect.isError && (
            <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
              Could not disconnect: {disconnect.error.message}
            </p>
          )}
          {sending.data && <SendingSettings key={status.address} settings={sending.data} />}
          {/* paused: the password was refused; connecting again resumes what was queued */}
          {status.pausedReason && <ConnectMailboxForm initialAddress={status.address ?? accountEmail} />}
        </div>
      ) : (
        <ConnectMailboxForm initialAddress={accountEmail} />
      )}
    </section>
  )
}
