import { QueryCache, QueryClient, type Query } from '@tanstack/react-query'
import { ApiError } from './api-client'

/** Client errors (4xx) will not succeed on retry; network and 5xx errors get one more try. */
function shouldRetry(failureCount: number, error: Error) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 1
}

/**
 * A read that failed for good (after its retry) is logged as a warning, not an error: the page shows its own
 * failure state and still works. `meta.what` names it; a cancelled read is not reported at all.
 */
function warnOnQueryError(error: Error, query: Query<unknown, unknown, unknown>) {
  const what = typeof query.meta?.what === 'string' ? query.meta.what : JSON.stringify(query.queryKey)
  console.warn(`Could not load ${what}`, error)
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: warnOnQueryError }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  })
}
