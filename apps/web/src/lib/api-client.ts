import { env } from '@/config/env'
import { withAccessToken } from './auth-token'
import { takeEarlyRead } from './early-reads'

const RETRY_BACKOFF_START_MS = 200

/** A failed API call: the HTTP status plus the server's own message, when it sent one. */
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
  /** the Accept header: JSON unless the caller reads something else (an event stream, a file) */
  accept?: string
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

/** The `ApiError` of a failed response: its status and the server's message. */
export async function errorOf(response: Response): Promise<ApiError> {
  const { message, field } = await readErrorMessage(response)
  return new ApiError(response.status, message, field)
}

export const networkError = () => new ApiError(0, 'Network error: the server could not be reached')

// These statuses (a proxy or a restarting server) are worth another try.
const RETRYABLE = new Set([502, 503, 504])
const MAX_ATTEMPTS = 5
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Browsers refuse keepalive bodies over 64 KiB in flight per page; leave room for headers.
const KEEPALIVE_MAX_BYTES = 60_000

export type SendOptions = RequestOptions & {
  /** a bearer access token; none: the call goes without */
  token?: string | null
  /** retry 502/503/504 and network failures with doubling backoff from RETRY_BACKOFF_START_MS (200 ms) */
  retryTransient?: boolean
  keepalive?: boolean
}

type Attempt = Omit<SendOptions, 'body'> & { json: string | undefined }

function fetchOnce(path: string, { method = 'GET', json, signal, token, accept, keepalive }: Attempt) {
  return fetch(`${env.apiBaseUrl}${path}`, {
    method,
    // the API is this site's own origin: its cookies (the refresh token, under /api/auth) go, no one else's
    credentials: 'same-origin',
    keepalive,
    headers: {
      Accept: accept ?? 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: json,
    signal,
  })
}

/**
 * One request to `/api{path}`. Gives the response of the last attempt (throwing `ApiError` status 0 when the
 * server could not be reached); with `retryTransient`, 502/503/504 and network failures are tried again up
 * to MAX_ATTEMPTS times.
 */
async function send(path: string, { body, ...options }: SendOptions): Promise<Response> {
  const attempt: Attempt = { ...options, json: body === undefined ? undefined : JSON.stringify(body) }
  let delay = RETRY_BACKOFF_START_MS
  for (let count = 1; ; count++) {
    let response: Response | null = null
    try {
      response = await fetchOnce(path, attempt)
    } catch (error) {
      if (options.signal?.aborted) throw error
    }
    const transient = !response || RETRYABLE.has(response.status)
    if (!transient || !options.retryTransient || count >= MAX_ATTEMPTS) {
      if (!response) throw networkError()
      return response
    }
    await sleep(delay)
    delay *= 2
  }
}

/** The JSON body of a response, or its `ApiError` when it is not a 2xx. */
export async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw await errorOf(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

/** A call with exactly the given token and retry policy: the auth session itself uses this. */
export async function sendJson<T>(path: string, options: SendOptions = {}): Promise<T> {
  return readJson<T>(await send(path, options))
}

export type ApiFetchOptions = RequestOptions & {
  /**
   * Let the request outlive a closing page (a note saved on page hide, a logged send). It cannot wait for a
   * token refresh then, so it takes the token in memory and is not retried after a 401. A JSON body over
   * KEEPALIVE_MAX_BYTES, which browsers would refuse, goes as an ordinary request instead.
   */
  keepalive?: boolean
}

/**
 * The one authenticated fetch: `/api{path}` with the access token when signed in (see `withAccessToken`:
 * one refresh and one retry after a 401) and the same-origin credentials policy; `body` goes as JSON. Gives
 * the Response whatever its status, so a caller can read a stream or a file, or treat a status (409) as an
 * outcome; throws `ApiError` status 0 when the server could not be reached (the abort error when `signal`
 * aborted).
 */
export function apiFetch(path: string, { keepalive = false, ...options }: ApiFetchOptions = {}) {
  const now =
    keepalive &&
    (options.body === undefined || new Blob([JSON.stringify(options.body)]).size <= KEEPALIVE_MAX_BYTES)
  return withAccessToken((token) => send(path, { ...options, keepalive: now, token }), { wait: !now })
}

/**
 * Calls `/api{path}` with JSON in and out through `apiFetch`; throws `ApiError` on any non-2xx. A read
 * public/early.js already made for this exact path is taken when it succeeded.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}) {
  const early = (options.method ?? 'GET') === 'GET' ? takeEarlyRead(path) : null
  const answer = early && (await early)
  if (answer?.ok) return readJson<T>(answer)
  return readJson<T>(await apiFetch(path, options))
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
