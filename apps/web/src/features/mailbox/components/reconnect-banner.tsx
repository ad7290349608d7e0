import { MailWarning } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useMailbox } from '../api/get-mailbox'

/**
 * Under the shell's header while the mailbox is paused (its password was refused): nothing queued is lost,
 * it waits until the student reconnects in Settings.
 */
export function ReconnectMailboxBanner() {
  const mailbox = useMailbox()
  const reason = mailbox.data?.connected ? mailbox.data.pausedReason : null
  if (!reason) return null
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-warning-soft-foreground/20 bg-warning-soft px-4 py-2 text-sm text-warning-soft-foreground sm:px-6 lg:px-10"
    >
      <MailWarning aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">Reconnect your mailbox</strong>
        <span> — {reason}. Your queued emails wait until you do.</span>
      </p>
      <Button variant="outline" size="sm" asChild>
        <Link to={paths.app.settings.getHref()}>Reconnect</Link>
      </Button>
    </div>
  )
}
