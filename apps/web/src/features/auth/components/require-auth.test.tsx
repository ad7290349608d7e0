// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAuthStore } from '../hooks/use-auth-store'
import { RequireAuth } from './require-auth'

const user = { id: 'u-1', email: 'asha@example.com', name: 'Asha Rao', avatarUrl: null }

function SignInProbe() {
  const location = useLocation()
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname
  return <p>sign-in page, from {from ?? 'nowhere'}</p>
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>landing page</p> },
      { path: '/sign-in', element: <SignInProbe /> },
      { path: '/app/emails', element: <RequireAuth>secret emails</RequireAuth> },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('RequireAuth', () => {
  beforeEach(() => {
    localStorage.clear()
    useAuthStore.setState({
      isAuthenticated: false,
      user: null,
      hasHydrated: true,
      initialized: true,
      signedOutByUser: false,
    })
  })

  it('shows the page to signed-in users', async () => {
    useAuthStore.getState().setSignedIn(user)
    renderAt('/app/emails')
    expect(await screen.findByText('secret emails')).toBeInTheDocument()
  })

  it('sends signed-out visitors to /sign-in, remembering where they came from', async () => {
    renderAt('/app/emails')
    expect(await screen.findByText('sign-in page, from /app/emails')).toBeInTheDocument()
  })

  it('sends visitors who just signed out to /', async () => {
    useAuthStore.getState().setSignedIn(user)
    useAuthStore.getState().signOut()
    renderAt('/app/emails')
    expect(await screen.findByText('landing page')).toBeInTheDocument()
  })

  it('shows a loading indicator while the auth status is unknown', async () => {
    useAuthStore.setState({ initialized: false })
    renderAt('/app/emails')
    expect(await screen.findByRole('status', { name: 'Checking authentication...' })).toBeInTheDocument()
  })
})
