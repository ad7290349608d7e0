import type { ComposeEvent, ComposeRequest } from '@coldstart/contract'
import { env } from '@/config/env'
import { ApiError, readErrorMessage } from '@/lib/api-client'
import { refreshAccessToken, waitForAccessToken } from '@/lib/auth-token'

function post(body: ComposeRequest, token: string | null, signal: AbortSignal) {
  return fetch(`${env.apiBaseUrl}/compose`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  })
}

/** Splits an SSE byte stream into `event:`/`data:` blocks and parses each one. */
async function* readEvents(response: Response): AsyncGenerator<ComposeEvent> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += value
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (event && data) yield { event, data: JSON.parse(data) } as ComposeEvent
    }
  }
}

/**
 * POST /api/compose: yields the server's events as they arrive. Aborting `signal` closes the connection,
 * and the server then cancels its call to the AI service. Throws ApiError for a refused request (400, 404,
 * 429 with the server's sentence).
 */
export async function* streamCompose(
  body: ComposeRequest,
  signal: AbortSignal,
): AsyncGenerator<ComposeEvent> {
  let response: Response
  try {
    const token = await waitForAccessToken()
    response = await post(body, token, signal)
    if (response.status === 401 && token) {
      const fresh = await refreshAccessToken()
      if (fresh) response = await post(body, fresh, signal)
    }
  } catch (error) {
    if (signal.aborted) throw error
    throw new ApiError(0, 'Network error: the server could not be reached')
  }
  if (!response.ok) {
    const { message, field } = await readErrorMessage(response)
    throw new ApiError(response.status, message, field)
  }
  yield* readEvents(response)
}
