// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { streamCompose } from './stream-compose'

const request = {
  templateId: '00000000-0000-4000-8000-000000000001',
  startupId: '00000000-0000-4000-8000-000000000002',
  employeeIds: ['00000000-0000-4000-8000-000000000003'],
}

/** A response whose body arrives in the given pieces (bytes or text), cut wherever the test likes. */
function sse(pieces: (string | Uint8Array)[], status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) {
        controller.enqueue(typeof piece === 'string' ? new TextEncoder().encode(piece) : piece)
      }
      controller.close()
    },
  })
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } })
}

afterEach(() => vi.unstubAllGlobals())

describe('streamCompose', () => {
  it('reads events cut anywhere, including inside a multi-byte character', async () => {
    const whole =
      'event: start\ndata: {"writer":"offline","notice":null}\n\n' +
      'event: delta\ndata: {"text":"Hi Zoë,\\n"}\n\n' +
      'event: done\ndata: {"writer":"offline","notice":null}\n\n'
    const bytes = new TextEncoder().encode(whole)
    const cut = bytes.indexOf(0xc3) + 1 // between the two bytes of ë
    const fetchMock = vi.fn(async () => sse([bytes.slice(0, 9), bytes.slice(9, cut), bytes.slice(cut)]))
    vi.stubGlobal('fetch', fetchMock)
    const events = []
    for await (const e of streamCompose(request, new AbortController().signal)) events.push(e)
    expect(events).toEqual([
      { event: 'start', data: { writer: 'offline', notice: null } },
      { event: 'delta', data: { text: 'Hi Zoë,\n' } },
      { event: 'done', data: { writer: 'offline', notice: null } },
    ])
    expect(fetchMock).toHaveBeenCalledWith('/api/compose', expect.objectContaining({ method: 'POST' }))
  })

  it("throws the server's sentence for a refused request", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { statusCode: 429, error: 'Too Many Requests', message: 'Try again in 5 minutes.' },
        { status: 429 },
      ),
    )
    const run = async () => {
      for await (const e of streamCompose(request, new AbortController().signal)) void e
    }
    await expect(run()).rejects.toEqual(new ApiError(429, 'Try again in 5 minutes.'))
  })

  it('parses events split across reads', async () => {
    vi.stubGlobal('fetch', async () =>
      sse(['event: del', 'ta\ndata: {"text":"a"}\n', '\nevent: delta\ndata: {"text":"b"}\n\n']),
    )
    const texts: string[] = []
    for await (const e of streamCompose(request, new AbortController().signal)) {
      if (e.event === 'delta') texts.push(e.data.text)
    }
    expect(texts).toEqual(['a', 'b'])
  })
})
