import { RETRY_BACKOFF_START_MS } from '@coldstart/contract'
import { env } from '@/config/env'
import { ApiError, readErrorMessage } from '@/lib/api-client'

// SPEC §8: these statuses (a proxy or a restarting server) are worth another try.
const RETRYABLE = new Set([502, 503, 504])
const MAX_ATTEMPTS = 5

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function errorOf(response: Response): Promise<ApiError> {
  const { message, field } = await readErrorMessage(response)
  return new ApiError(response.status, message, field)
}

/**
 * A call to /api/auth{path}: JSON in and out, cookies included. Retries on 502, 503, 504 and network errors
 * with backoff starting at RETRY_BACKOFF_START_MS and doubling (SPEC §9); other failures throw at once.
 */
export async function authFetch<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; token?: string | null } = {},
): Promise<T> {
  let delay = RETRY_BACKOFF_START_MS
  for (let attempt = 1; ; attempt++) {
    let response: Response | null = null
    try {
      response = await fetch(`${env.apiBaseUrl}/auth${path}`, {
        method: init.method ?? 'GET',
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
    } catch {
      // network failure: retried like a 503
    }
    if (response?.ok) return (response.status === 204 ? undefined : await response.json()) as T
    if (response && !RETRYABLE.has(response.status)) throw await errorOf(response)
    if (attempt >= MAX_ATTEMPTS) {
      throw response
        ? await errorOf(response)
        : new ApiError(0, 'Network error: the server could not be reached')
    }
    await sleep(delay)
    delay *= 2
  }
}
