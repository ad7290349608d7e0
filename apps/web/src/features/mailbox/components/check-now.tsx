import { useQueryClient } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { queryKeys } from '@/lib/query-keys'
import { useCheckMailboxNow } from '../api/check-mailbox-now'

/** How often the status is read again while a check runs, and for how long at most. */
const POLL_MS = 3000
const POLL_FOR_MS = 90_000

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** "Checked 3 minutes ago", "Checked just now", "Not checked yet". */
export function checkedAgo(iso: string | null, now = Date.now()): string {
  if (!iso) return 'Not checked yet'
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000))
  if (seconds < 45) return 'Checked just now'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `Checked ${relative.format(-minutes, 'minute')}`
  const hours = Math.round(minutes / 60)
  if (hours < 24) return `Checked ${relative.format(-hours, 'hour')}`
  return `Checked ${relative.format(-Math.round(hours / 24), 'day')}`
}

/** "Check now": queues a sync, then reads the status again until the last check moves (or it gives up). */
export function CheckNow({ lastCheckedAt, paused }: { lastCheckedAt: string | null; paused: boolean }) {
  const queryClient = useQueryClient()
  const check = useCheckMailboxNow()
  const [waitingSince, setWaitingSince] = useState<{ at: number; last: string | null } | null>(null)

  // waiting until the status shows a newer check than the one before the click
  const waiting = waitingSince !== null && lastCheckedAt === waitingSince.last
  useEffect(() => {
    if (!waiting) return
    const startedAt = waitingSince.at
    const timer = setInterval(() => {
      if (Date.now() - startedAt > POLL_FOR_MS) setWaitingSince(null)
      else void queryClient.invalidateQueries({ queryKey: queryKeys.mailbox })
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [waiting, waitingSince, queryClient])

  // a check ran: what it found (replies, bounces) shows on Follow-ups
  useEffect(() => {
    if (lastCheckedAt) void queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all })
  }, [lastCheckedAt, queryClient])

  const checking = check.isPending || waiting
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        disabled={checking || paused}
        onClick={() =>
          check.mutate(undefined, {
            onSuccess: () => setWaitingSince({ at: Date.now(), last: lastCheckedAt }),
          })
        }
      >
        <RefreshCw className={checking ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
        {checking ? 'Checking…' : 'Check now'}
      </Button>
      {check.isError && (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {check.error.message}
        </p>
      )}
    </div>
  )
}
