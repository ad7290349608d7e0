import { env } from '@/config/env'
import { refreshAccessToken, waitForAccessToken } from './auth-token'

/** A failed API call: the HTTP status plus the server's own message (SPEC error shape), when it sent one. */
export class ApiError extends Error {
  readonly status: number
  readonly field: string | undefined

  constructor(status: number, message: string, field?: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.field = field
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
}

/** The server's message (and field) from an error response, else the status text. */
export async function readErrorMessage(response: Response): Promise<{ message: string; field?: string }> {
  try {
    const body: unknown = await response.json()
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      const field = 'field' in body && typeof body.field === 'string' ? body.field : undefined
      return { message: body.message, field }
    }
  } catch {
    // Not JSON (proxy error page, empty body): fall back to the status text below.
  }
  return { message: response.statusText || `Request failed with status ${response.status}` }
}

function send(path: string, { method = 'GET', body, signal }: RequestOptions, token: string | null) {
  return fetch(`${env.apiBaseUrl}${path}`, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  })
}

/**
 * Calls `/api{path}` with JSON in and out and, when signed in, the access token; throws `ApiError` on any
 * non-2xx. A 401 on a call that carried a token gets one refresh and one retry (the token may have expired
 * in a sleeping tab).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}) {
  let response: Response
  try {
    const token = await waitForAccessToken()
    response = await send(path, options, token)
    if (response.status === 401 && token) {
      const fresh = await refreshAccessToken()
      if (fresh) response = await send(path, options, fresh)
    }
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiError(0, 'Network error: the server could not be reached')
  }

  if (!response.ok) {
    const { message, field } = await readErrorMessage(response)
    throw new ApiError(response.status, message, field)
  }
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
}
