import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ApiError } from '@/lib/api-client'

// While the server is unreachable, the active reads are tried again this often: the first to get through
// clears the failure (and refreshes what is on screen) without anyone pressing Retry.
const PROBE_MS = 10_000

const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0

/**
 * Whether the last read or write through TanStack Query failed because the server could not be reached,
 * while the browser still says it is online (a dead Wi-Fi, a captive portal, the server down). Read from the
 * query and mutation caches, so the API client, in every page's first script, carries nothing for it.
 * Cleared by the next request that gets an answer, or by the `online` event.
 */
export function useNetworkFailure(): boolean {
  const client = useQueryClient()
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    // a query's or a mutation's step: a failure that never reached the server sets the flag, an answer clears
    // it (a query's `manual` success is data set by the app, not an answer)
    const follow = (action: { type: string; error?: unknown; manual?: boolean }) => {
      if (action.type === 'failed' || action.type === 'error') {
        if (unreachable(action.error)) setFailed(true)
      } else if (action.type === 'success' && !action.manual) setFailed(false)
    }
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') follow(event.action)
    })
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated') follow(event.action)
    })
    const clear = () => setFailed(false)
    window.addEventListener('online', clear)
    return () => {
      stopQueries()
      stopMutations()
      window.removeEventListener('online', clear)
    }
  }, [client])

  useEffect(() => {
    if (!failed) return
    const timer = setInterval(() => void client.refetchQueries({ type: 'active' }), PROBE_MS)
    return () => clearInterval(timer)
  }, [client, failed])

  return failed
}
