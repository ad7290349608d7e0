import type { ComposeEvent, ComposeRequest } from '@coldstart/contract'
import { EventSourceParserStream } from 'eventsource-parser/stream'
import { apiFetch, errorOf } from '@/lib/api-client'

/** The server's events, parsed from the SSE byte stream however its chunks are cut. */
async function* readEvents(response: Response): AsyncGenerator<ComposeEvent> {
  const events = response
    .body!.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader()
  for (;;) {
    const { value, done } = await events.read()
    if (done) return
    if (value.event) yield { event: value.event, data: JSON.parse(value.data) } as ComposeEvent
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
  const response = await apiFetch('/compose', { method: 'POST', body, signal, accept: 'text/event-stream' })
  if (!response.ok) throw await errorOf(response)
  yield* readEvents(response)
}
