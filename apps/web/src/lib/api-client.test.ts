import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, sendJson } from './api-client'

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals())

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

  it('reports network failures as ApiError with status 0', async () => {
    mockFetch(new TypeError('fetch failed'))
    await expect(api.get('/things')).rejects.toMatchObject({ status: 0 })
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
