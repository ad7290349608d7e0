import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useAppPaths } from './use-app-paths'

const at = (pathname: string) =>
  renderHook(() => useAppPaths(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>
    ),
  }).result.current

describe('useAppPaths', () => {
  it('keeps links in the area being viewed', () => {
    const links = at('/dashboard/bookmarks')
    expect(links.root).toBe('/dashboard')
    expect(links.startup('a b')).toBe('/dashboard/startups/a%20b')
    expect(links.internship('i-1')).toBe('/dashboard/internships/i-1')
    expect(links.welcome('skills')).toBe('/dashboard/welcome?step=skills')
    expect(at('/app/emails').settings).toBe('/app/settings')
  })

  it('points into /app from anywhere else', () => {
    expect(at('/sign-in').startups).toBe('/app/startups')
    expect(at('/dashboardx').welcome()).toBe('/app/welcome')
  })
})
