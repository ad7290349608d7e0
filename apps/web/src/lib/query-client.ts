import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'

/** Client errors (4xx) will not succeed on retry; network and 5xx errors get one more try. */
function shouldRetry(failureCount: number, error: Error) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 1
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  })
}
