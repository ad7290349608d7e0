import { RETRY_BACKOFF_START_MS } from '@coldstart/contract'
import { env } from '@/config/env'
import { refreshAccessToken, waitForAccessToken } from './auth-token'
import { takeEarlyRead } from './early-reads'

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

async function errorOf(response: Response): Promise<ApiError> {
  const { message, field } = await readErrorMessage(response)
  return new ApiError(response.status, message, field)
}

const networkError = () => new ApiError(0, 'Network error: the server could not be reached')

// These statuses (a proxy or a restarting server) are worth another try.
const RETRYABLE = new Set([502, 503, 504])
const MAX_ATTEMPTS = 5
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type SendOptions = RequestOptions & {
  /** a bearer access token; none: the call goes without */
  token?: string | null
  /** retry 502/503/504 and network failures with doubling backoff from RETRY_BACKOFF_START_MS (200 ms) */
  retryTransient?: boolean
}

function fetchJson(path: string, { method = 'GET', body, signal, token }: SendOptions) {
  return fetch(`${env.apiBaseUrl}${path}`, {
    method,
    // the API is this site's own origin: its cookies (the refresh token, under /api/auth) go, no one else's
    credentials: 'same-origin',
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
 * The one HTTP client: `/api{path}` with JSON in and out. Gives the response of the last attempt (throwing
 * `ApiError` status 0 when the server could not be reached); with `retryTransient`, 502/503/504 and network
 * failures are tried again up to MAX_ATTEMPTS times.
 */
async function send(path: string, options: SendOptions): Promise<Response> {
  let delay = RETRY_BACKOFF_START_MS
  for (let attempt = 1; ; attempt++) {
    let response: Response | null = null
    try {
      response = await fetchJson(path, options)
    } catch (error) {
      if (options.signal?.aborted) throw error
    }
    const transient = !response || RETRYABLE.has(response.status)
    if (!transient || !options.retryTransient || attempt >= MAX_ATTEMPTS) {
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

/**
 * Calls `/api{path}` with JSON in and out and, when signed in, the access token; throws `ApiError` on any
 * non-2xx. A 401 on a call that carried a token gets one refresh and one retry (the token may have expired
 * in a sleeping tab). A read public/early.js already made for this exact path is taken when it succeeded.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}) {
  const early = (options.method ?? 'GET') === 'GET' ? takeEarlyRead(path) : null
  const answer = early && (await early)
  if (answer?.ok) return readJson<T>(answer)
  const token = await waitForAccessToken()
  let response = await send(path, { ...options, token })
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken()
    if (fresh) response = await send(path, { ...options, token: fresh })
  }
  return readJson<T>(response)
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
