// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { createMemoryRouter, Navigate, Outlet, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setAccessTokenSource } from '@/lib/auth-token'
import { tokenSource } from '@/testing/token-source'
import { usePageViewReporting } from './use-page-view-reporting'

function Root() {
  usePageViewReporting()
  return <Outlet />
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/team', element: <p>team</p> },
          { path: '/old', element: <Navigate to="/team" replace /> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const reported = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)))

describe('usePageViewReporting', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.useFakeTimers()
    fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    setAccessTokenSource(null)
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('reports the first page, then each route change with the previous path as referrer', async () => {
    const router = renderAt('/')
    await act(() => vi.advanceTimersByTimeAsync(400))
    await act(() => router.navigate('/team'))
    await act(() => vi.advanceTimersByTimeAsync(400))
    expect(reported(fetchMock)).toEqual([
      { path: '/', referrer: null },
      { path: '/team', referrer: '/' },
    ])
  })

  it('does not count a redirect, or the same path twice', async () => {
    const router = renderAt('/old')
    await act(() => vi.advanceTimersByTimeAsync(400))
    await act(() => router.navigate('/team?tab=2'))
    await act(() => vi.advanceTimersByTimeAsync(400))
    expect(reported(fetchMock)).toEqual([{ path: '/team', referrer: null }])
  })

  it("sends the app's access token when signed in", async () => {
    setAccessTokenSource(tokenSource('a.b.c'))
    renderAt('/')
    await act(() => vi.advanceTimersByTimeAsync(400))
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(init.headers).toMatchObject({ Authorization: 'Bearer a.b.c' })
  })
})
