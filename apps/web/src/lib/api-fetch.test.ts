// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, apiFetch, ApiError, sendJson } from './api-client'
import { apiDownload, fileNameOf } from './api-download'
import { apiUpload } from './api-upload'
import { setAccessTokenSource } from './auth-token'

const unauthorized = () => Response.json({ message: 'Auth session missing!' }, { status: 401 })
const headersOf = (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>

/** A signed-in session holding `token`; each refresh (slow, like a real round trip) hands out the next one. */
function signedIn(token: string, refreshed: (string | null)[]) {
  let current: string | null = token
  const ready = vi.fn(async () => current)
  const refresh = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    current = refreshed.shift() ?? null
    return current
  })
  setAccessTokenSource({ current: () => current, ready, refresh })
  return { ready, refresh }
}

function stubFetch(...responses: (() => Response)[]) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
    (responses.shift() ?? (() => Response.json({ ok: true })))(),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
  setAccessTokenSource(null)
})

describe('apiFetch', () => {
  it('attaches the access token, same-origin credentials, and gives any status back', async () => {
    signedIn('token-1', [])
    const fetchMock = stubFetch(() => Response.json({ current: 'x' }, { status: 409 }))
    const response = await apiFetch('/notes', { method: 'PUT', body: { text: 'a' } })
    expect(response.status).toBe(409)
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/notes',
      expect.objectContaining({ method: 'PUT', credentials: 'same-origin', body: '{"text":"a"}' }),
    )
    expect(headersOf(fetchMock.mock.calls[0]!)).toMatchObject({
      Authorization: 'Bearer token-1',
      'Content-Type': 'application/json',
    })
  })

  it('refreshes once on a 401 and retries with the new token', async () => {
    const { refresh } = signedIn('old', ['new'])
    const fetchMock = stubFetch(unauthorized)
    expect((await apiFetch('/things')).status).toBe(200)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls.map((call) => headersOf(call).Authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ])
  })

  it('lets a second 401 stand: no second refresh, the caller sees the 401', async () => {
    const { refresh } = signedIn('old', ['new', 'newer'])
    const fetchMock = stubFetch(unauthorized, unauthorized)
    await expect(api.get('/things')).rejects.toEqual(new ApiError(401, 'Auth session missing!'))
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('does not retry when the refresh ends the session (the session signs out)', async () => {
    const { refresh } = signedIn('old', [null])
    const fetchMock = stubFetch(unauthorized)
    expect((await apiFetch('/things')).status).toBe(401)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('shares one refresh among requests that hit 401 together', async () => {
    const { refresh } = signedIn('old', ['new', 'newer'])
    const fetchMock = stubFetch(unauthorized, unauthorized, unauthorized)
    const statuses = await Promise.all(['/a', '/b', '/c'].map(async (path) => (await apiFetch(path)).status))
    expect(statuses).toEqual([200, 200, 200])
    expect(refresh).toHaveBeenCalledTimes(1)
    const retries = fetchMock.mock.calls.slice(3).map((call) => headersOf(call).Authorization)
    expect(retries).toEqual(['Bearer new', 'Bearer new', 'Bearer new'])
  })

  it('retries a late 401 with the token another request already renewed, without refreshing again', async () => {
    const { refresh } = signedIn('old', ['new'])
    let answerLate: (response: Response) => void = () => {}
    const late = new Promise<Response>((resolve) => (answerLate = resolve))
    const fetchMock = vi
      .fn()
      .mockReturnValueOnce(late)
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValue(Response.json({ ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    const slow = apiFetch('/slow')
    await apiFetch('/fast')
    answerLate(unauthorized())
    expect((await slow).status).toBe(200)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(headersOf(fetchMock.mock.calls[3]!).Authorization).toBe('Bearer new')
  })

  it('sends keepalive at once with the token in memory and never waits on a refresh', async () => {
    const { ready, refresh } = signedIn('in-memory', ['new'])
    const fetchMock = stubFetch(unauthorized)
    const pending = apiFetch('/notes', { method: 'PUT', body: { text: 'bye' }, keepalive: true })
    expect(fetchMock).toHaveBeenCalledTimes(1) // started in the same tick, before the page can go
    expect((await pending).status).toBe(401)
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ keepalive: true })
    expect(headersOf(fetchMock.mock.calls[0]!).Authorization).toBe('Bearer in-memory')
    expect(ready).not.toHaveBeenCalled()
    expect(refresh).not.toHaveBeenCalled()
  })

  it('sends a body too big for keepalive as an ordinary request', async () => {
    signedIn('t', [])
    const fetchMock = stubFetch()
    await apiFetch('/notes', { method: 'PUT', body: { text: 'x'.repeat(70_000) }, keepalive: true })
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ keepalive: false })
  })

  it('reports an unreachable server as ApiError status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')))
    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 0 })
    await expect(api.get('/things')).rejects.toMatchObject({ status: 0 })
  })
})

describe('apiDownload', () => {
  it("gives the file and the server's file name, with the token and one refresh", async () => {
    signedIn('old', ['new'])
    const fetchMock = stubFetch(unauthorized, () => {
      return new Response('a,b\n', {
        headers: { 'content-disposition': 'attachment; filename="coldstart-outreach-2026-11-25.csv"' },
      })
    })
    const { blob, fileName } = await apiDownload('/outreach/sends.csv', 'text/csv')
    expect(fileName).toBe('coldstart-outreach-2026-11-25.csv')
    expect(await blob.text()).toBe('a,b\n')
    expect(headersOf(fetchMock.mock.calls[1]!)).toMatchObject({
      Accept: 'text/csv',
      Authorization: 'Bearer new',
    })
  })

  it("throws the server's sentence when refused", async () => {
    stubFetch(() => Response.json({ message: 'Admins only.' }, { status: 403 }))
    await expect(apiDownload('/admin/startups/export', 'text/csv')).rejects.toEqual(
      new ApiError(403, 'Admins only.'),
    )
  })

  it.each([
    ['attachment; filename="a b.csv"', 'a b.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'Zo%C3%AB.csv', 'Zoë.csv'],
    ['attachment', null],
    [null, null],
  ])('reads the file name of %j', (header, name) => {
    expect(fileNameOf(header)).toBe(name)
  })
})

describe('apiUpload', () => {
  const sent: { token: string | null }[] = []

  /** Answers each upload with the next status, after reporting its progress. */
  function stubXhr(...statuses: number[]) {
    class FakeXhr {
      status = 0
      statusText = ''
      responseText = ''
      upload: { onprogress?: (e: Partial<ProgressEvent>) => void; onload?: () => void } = {}
      onload?: () => void
      private token: string | null = null
      open() {}
      setRequestHeader(name: string, value: string) {
        if (name === 'Authorization') this.token = value
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n'
      }
      send() {
        sent.push({ token: this.token })
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 })
          this.upload.onload?.()
          this.status = statuses.shift() ?? 200
          this.responseText = JSON.stringify(this.status === 200 ? { ok: true } : { message: 'No.' })
          this.onload?.()
        })
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
  }

  beforeEach(() => {
    sent.length = 0
  })

  it('sends the form with the token, reports progress, and refreshes once on 401', async () => {
    const { refresh } = signedIn('old', ['new'])
    stubXhr(401, 200)
    const progress: number[] = []
    const response = await apiUpload('/resume', new FormData(), {
      onProgress: (p) => progress.push(p.fraction),
    })
    expect(await response.json()).toEqual({ ok: true })
    expect(sent).toEqual([{ token: 'Bearer old' }, { token: 'Bearer new' }])
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(progress).toEqual([0.5, 1, 0.5, 1])
  })
})

describe('api (JSON in and out)', () => {
  it('sends JSON with credentials to /api and returns the body', async () => {
    const fetchMock = mockFetch(Response.json({ count: 3 }))
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ count: 3 })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' }),
    )
  })

  it("throws ApiError with the status and the server's message", async () => {
    mockFetch(
      Response.json(
        { statusCode: 400, error: 'Bad Request', message: 'Name is required', field: 'name' },
        { status: 400 },
      ),
    )
    const error = await api.get('/things').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, message: 'Name is required', field: 'name' })
  })

  it('falls back to the status text when the error body is not JSON', async () => {
    mockFetch(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }))
    await expect(api.get('/things')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' })
  })

  it('is the one client: the auth session retries transient failures through it, app calls do not', async () => {
    vi.useFakeTimers()
    try {
      const busy = () => new Response('', { status: 503, statusText: 'Service Unavailable' })
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(busy())
        .mockRejectedValueOnce(new TypeError('fetch failed'))
        .mockResolvedValueOnce(Response.json({ ok: true }))
      vi.stubGlobal('fetch', fetchMock)
      const retried = sendJson('/auth/refresh', { method: 'POST', retryTransient: true })
      await vi.runAllTimersAsync()
      await expect(retried).resolves.toEqual({ ok: true })
      expect(fetchMock).toHaveBeenCalledTimes(3)
      for (const [, init] of fetchMock.mock.calls) expect(init).toMatchObject({ credentials: 'same-origin' })

      const once = vi.fn().mockResolvedValue(busy())
      vi.stubGlobal('fetch', once)
      await expect(api.get('/things')).rejects.toMatchObject({ status: 503 })
      expect(once).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('returns undefined for 204 No Content', async () => {
    mockFetch(new Response(null, { status: 204 }))
    await expect(api.delete('/things/1')).resolves.toBeUndefined()
  })
})
