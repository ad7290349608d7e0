import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useLiveSearchParams } from './use-live-search-params'

type Hook = ReturnType<typeof useLiveSearchParams>

/** A data router whose loader waits until released, as a navigation does on a busy phone. */
function renderSlowRouter(initialEntries = ['/list']) {
  const hook: { current: Hook | null } = { current: null }
  let release = () => {}
  function Page() {
    hook.current = useLiveSearchParams()
    return null
  }
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        Component: Page,
        loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
      },
    ],
    { initialEntries, hydrationData: { loaderData: { '0': null } } },
  )
  render(<RouterProvider router={router} />)
  const set = (key: string, value: string) =>
    act(() =>
      hook.current![1]((current) => {
        current.set(key, value)
        return current
      }),
    )
  return { hook, router, set, release: () => act(async () => release()), releaseNow: () => release() }
}

describe('useLiveSearchParams', () => {
  it('shows a change at once and builds the next one on it while the navigation is still on its way', async () => {
    const { hook, router, set, release } = renderSlowRouter()
    set('q', 'a')
    expect(hook.current![0].toString()).toBe('q=a')
    set('sort', 'z-a')
    expect(hook.current![0].toString()).toBe('q=a&sort=z-a')
    // the URL has not moved yet
    expect(router.state.location.search).toBe('')

    await release()
    expect(router.state.location.search).toBe('?q=a&sort=z-a')
    expect(hook.current![0].toString()).toBe('q=a&sort=z-a')
  })

  it('follows the URL again when the user moves to a query nobody asked for', async () => {
    const { hook, router, set, release } = renderSlowRouter()
    set('q', 'a')
    await release()
    act(() => void router.navigate('/list?sector=Fintech'))
    await release()
    expect(hook.current![0].toString()).toBe('sector=Fintech')
  })

  it('follows the URL again after Back, even to where the change started', async () => {
    const { hook, router, set, release } = renderSlowRouter(['/list', '/list'])
    set('remote', '1')
    expect(hook.current![0].toString()).toBe('remote=1')
    act(() => void router.navigate(-1))
    await release()
    expect(router.state.location.search).toBe('')
    expect(hook.current![0].toString()).toBe('')
  })

  it('follows the URL again after Back to where the change started, however late React draws the change', async () => {
    const { hook, router, set, releaseNow } = renderSlowRouter()
    set('remote', '1')
    // the change lands and Back follows before React has drawn anything in between, as on a busy machine
    await act(async () => {
      releaseNow()
      await waitFor(() => router.state.location.search === '?remote=1')
      void router.navigate(-1)
      releaseNow()
      await waitFor(() => router.state.location.search === '' && router.state.navigation.state === 'idle')
    })
    expect(hook.current![0].toString()).toBe('')
  })
})

/** Resolves once `done` holds, checked after each turn of the event loop. */
async function waitFor(done: () => boolean) {
  for (let turn = 0; !done(); turn++) {
    if (turn > 100) throw new Error('the router never got there')
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
}
