import { sendJson } from '@/lib/api-client'

/**
 * A call to /api/auth{path}, through the app's one HTTP client: no automatic token (the session is what is
 * being made here; a caller passes one when the route needs it) and transient failures retried.
 */
export function authFetch<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; token?: string | null } = {},
): Promise<T> {
  return sendJson<T>(`/auth${path}`, { ...init, retryTransient: true })
}
