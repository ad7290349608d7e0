import { useQueryClient } from '@tanstack/react-query'
import { RefreshCw, WifiOff } from 'lucide-react'
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
    <div
      role="status"
      // sticky from sm up; on a phone it scrolls away, so the fixed layers stay within 12% of the screen
      className="z-30 sm:sticky sm:top-16 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-warning-soft-foreground/20 bg-warning-soft px-4 py-2 text-sm text-warning-soft-foreground sm:px-6 lg:px-10"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">You're offline</strong>
        <span> — showing what was loaded before. Changes you make won't be saved until you're back.</span>
      </p>
      <Button variant="outline" size="sm" onClick={retry}>
        <RefreshCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  )
}
