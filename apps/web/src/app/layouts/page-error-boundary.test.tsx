// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PageErrorBoundary } from './page-error-boundary'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')))
}

/** A page route whose module fails to load `failures` times before it loads. */
function flakyPage(failures: number) {
  let calls = 0
  const lazy = vi.fn(async () => {
    if (++calls <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return { Component: () => <h1>Follow-ups</h1> }
  })
  return { path: 'follow-ups', lazy } satisfies RouteObject
}

function renderShell(page: RouteObject) {
  const Shell = () => (
    <>
      <nav>
        <Link to="/follow-ups">Follow-ups</Link>
      </nav>
      <Outlet />
    </>
  )
  const router = createMemoryRouter([
    {
      path: '/',
      Component: Shell,
      children: [
        { ErrorBoundary: PageErrorBoundary, children: [{ index: true, element: <h1>Home</h1> }, page] },
      ],
    },
  ])
  render(<RouterProvider router={router} />)
}

describe('PageErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks())

  it('offline, says the page is not downloaded inside the shell, then opens it once back online', async () => {
    setOnline(false)
    const page = flakyPage(2)
    renderShell(page)
    fireEvent.click(screen.getByRole('link', { name: 'Follow-ups' }))

    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument()
    expect(screen.getByText(/hasn't been downloaded yet/)).toBeInTheDocument()
    expect(screen.getByRole('navigation')).toBeInTheDocument()

    // Retry while still offline: the module fails again, the message stays
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument()
    expect(page.lazy).toHaveBeenCalledTimes(2)

    setOnline(true)
    expect(await screen.findByRole('heading', { name: 'Follow-ups' })).toBeInTheDocument()
    expect(page.lazy).toHaveBeenCalledTimes(3)
    expect(screen.getByRole('navigation')).toBeInTheDocument()
  })

  it('online, says the page did not load and offers a reload', async () => {
    setOnline(true)
    renderShell(flakyPage(1))
    fireEvent.click(screen.getByRole('link', { name: 'Follow-ups' }))
    expect(await screen.findByRole('heading', { name: "This page didn't load" })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })

  it('shows any other failure of a page as something that went wrong, still inside the shell', async () => {
    const Broken = () => {
      throw new Error('boom')
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderShell({ path: 'follow-ups', Component: Broken })
    fireEvent.click(screen.getByRole('link', { name: 'Follow-ups' }))
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('navigation')).toBeInTheDocument()
  })
})
