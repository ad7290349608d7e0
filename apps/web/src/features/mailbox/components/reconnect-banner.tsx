import { MailWarning } from 'lucide-react'
import { Link } from 'react-router'
import { ShellBanner } from '@/components/feedback/shell-banner'
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
    <ShellBanner
      icon={MailWarning}
      title="Reconnect your mailbox"
      action={
        <Button variant="outline" size="sm" asChild>
          <Link to={paths.app.settings.getHref()}>Reconnect</Link>
        </Button>
      }
    >
      {reason}. Your queued emails wait until you do.
    </ShellBanner>
  )
}
