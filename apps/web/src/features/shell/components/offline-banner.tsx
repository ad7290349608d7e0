import { useQueryClient } from '@tanstack/react-query'
import { RefreshCw, WifiOff } from 'lucide-react'
import { ShellBanner } from '@/components/feedback/shell-banner'
import { Button } from '@/components/ui/button'
import { useNetworkFailure } from '@/hooks/use-network-failure'
import { useOnlineStatus } from '@/hooks/use-online-status'

/**
 * Under the shell's header while the browser is offline or the server cannot be reached: what still works
 * and a Retry. Gone by itself once back (TanStack Query resumes its paused reads on the `online` event).
 */
export function OfflineBanner() {
  const online = useOnlineStatus()
  const unreachable = useNetworkFailure()
  const client = useQueryClient()
  if (online && !unreachable) return null

  const retry = () => {
    void client.refetchQueries({ type: 'active' })
    void client.resumePausedMutations()
  }

  return (
    <ShellBanner
      icon={WifiOff}
      title="You're offline"
      // sticky from sm up; on a phone it scrolls away, so the fixed layers stay within 12% of the screen
      className="z-30 sm:sticky sm:top-16"
      action={
        <Button variant="outline" size="sm" onClick={retry}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      }
    >
      showing what was loaded before. Changes you make won't be saved until you're back.
    </ShellBanner>
  )
}
