// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setAccessTokenSource } from '@/lib/auth-token'
import { tokenSource } from '@/testing/token-source'
import { reportPageView } from './report-page-view'

function mockFetch(result: Response | Error) {
  const fetchMock = vi.fn(() => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result)))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('reportPageView', () => {
  afterEach(() => {
    setAccessTokenSource(null)
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('posts the path and referrer with keepalive, anonymously without a token', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }))
    await reportPageView({ path: '/team', referrer: '/' })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/page-views',
      expect.objectContaining({ method: 'POST', keepalive: true, body: '{"path":"/team","referrer":"/"}' }),
    )
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(init.headers).not.toHaveProperty('Authorization')
  })

  it('sends the access token as a bearer token when the app has one', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }))
    setAccessTokenSource(tokenSource('header.payload.signature'))
    await reportPageView({ path: '/app', referrer: null })
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(init.headers).toMatchObject({ Authorization: 'Bearer header.payload.signature' })
  })

  it('cuts an overlong path or referrer to the server limit', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }))
    await reportPageView({ path: `/${'a'.repeat(3000)}`, referrer: `https://x.example/${'b'.repeat(3000)}` })
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))
    expect(body.path).toHaveLength(2000)
    expect(body.referrer).toHaveLength(2000)
  })

  it.each([
    ['an error status', new Response('{}', { status: 429 })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('only warns on the console after %s', async (_case, result) => {
    mockFetch(result)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    await expect(reportPageView({ path: '/' })).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(error).not.toHaveBeenCalled()
  })
})
