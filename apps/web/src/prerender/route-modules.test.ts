import { describe, expect, it, vi } from 'vitest'
import { DIRECTORY_FIRST_PAGE, appRoutes } from '@/app/router'
import { DEFAULT_STARTUP_FILTERS } from '@/features/startups/utils/startup-list-storage'
import { routeModules } from './route-modules'
import { STORAGE_KEYS } from '@/config/storage-keys'

describe('routeModules', () => {
  const pages = routeModules(appRoutes())
  const modulesOf = (path: string) => pages.find((page) => page.path === path)?.modules

  it('lists each page with the lazy modules it loads, outermost first', () => {
    expect(modulesOf('/app/startups/:id')).toEqual(['./layouts/app-layout.tsx', './routes/app/startup.tsx'])
    expect(modulesOf('/dashboard/emails')).toEqual(['./layouts/app-layout.tsx', './routes/app/emails.tsx'])
    // the directory's loader reads its first page through route-prefetch
    expect(modulesOf('/app')).toEqual([
      './layouts/app-layout.tsx',
      './routes/app/startups.tsx',
      './route-prefetch.ts',
    ])
    expect(modulesOf('/admin/startups')).toEqual([
      './layouts/admin-layout.tsx',
      './routes/admin/startups.tsx',
    ])
    expect(modulesOf('/team')).toEqual([
      './layouts/public-layout.tsx',
      './layouts/public-page-container.tsx',
      './routes/team.tsx',
    ])
    expect(modulesOf('/')).toEqual(['./layouts/public-layout.tsx', './routes/landing.tsx'])
  })

  it('lists the reads a page starts before its scripts have run, as the page will ask for them', async () => {
    const readsOf = (path: string) => pages.find((page) => page.path === path)?.reads
    // the page's own first, then the shell's mailbox status (its banner)
    expect(readsOf('/app/startups/:id')).toEqual([
      { path: '/startups/:id' },
      { path: '/outreach/recent?startupId=:id' },
      { path: '/internships?startupId=:id&sort=deadline&limit=20' },
      { path: '/bookmarks/ids' },
      { path: '/mailbox' },
    ])
    expect(readsOf('/dashboard/emails')).toEqual([
      { path: '/templates' },
      { path: '/compose/my-values' },
      { path: '/mailbox' },
    ])
    expect(readsOf('/app/startups')).toEqual([
      { path: DIRECTORY_FIRST_PAGE, unlessStored: STORAGE_KEYS.startupFilters },
      { path: '/bookmarks/ids' },
      { path: '/mailbox' },
    ])
    expect(readsOf('/app/settings')).toEqual([{ path: '/mailbox' }])
    expect(readsOf('/team')).toEqual([])

    // the directory asks for exactly that path with no filters stored
    const asked: string[] = []
    const { getStartups } = await import('@/features/startups/api/get-startups')
    const { api } = await import('@/lib/api-client')
    const get = vi.spyOn(api, 'get').mockImplementation(async (path) => (asked.push(path), {}) as never)
    const { query, ...filters } = DEFAULT_STARTUP_FILTERS
    await getStartups({ ...filters, q: query }, null)
    // and Email Templates for the student's own values
    const { getMyTemplateValues } = await import('@/features/templates/api/get-my-template-values')
    await getMyTemplateValues()
    // a startup's page for its team's last emails, its internships and its saved state; the shell's banner
    const id = '0b8ff6a2-54a5-4c53-b4d6-1e0b2f9d5a10'
    const { lastEmailedQueryOptions } = await import('@/features/outreach/api/get-last-emailed')
    await lastEmailedQueryOptions(id).queryFn!({ signal: new AbortController().signal } as never)
    const { getStartupInternships } = await import('@/features/internships/api/get-startup-internships')
    await getStartupInternships(id)
    const { getBookmarkIds } = await import('@/features/bookmarks/api/get-bookmark-ids')
    await getBookmarkIds()
    const { getMailbox } = await import('@/features/mailbox/api/get-mailbox')
    await getMailbox()
    get.mockRestore()
    expect(asked).toEqual([
      DIRECTORY_FIRST_PAGE,
      '/compose/my-values',
      ...readsOf('/app/startups/:id')!
        .slice(1)
        .map((read) => read.path.replace(':id', id)),
    ])
  })

  it('gives account creation its own page, no longer a redirect', () => {
    expect(modulesOf('/sign-up')).toEqual([
      './layouts/public-layout.tsx',
      './layouts/public-page-container.tsx',
      './routes/auth/sign-up.tsx',
    ])
  })

  it('leaves out what loads nothing (the catch-all)', () => {
    expect(pages.some((page) => page.path.includes('*'))).toBe(false)
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length)
  })

  it('names modules whose export each route renders', async () => {
    const lazyRoutes: { lazy: () => Promise<{ Component?: unknown; ErrorBoundary?: unknown }> }[] = []
    const walk = (routes: ReturnType<typeof appRoutes>) => {
      for (const route of routes) {
        if (typeof route.lazy === 'function') lazyRoutes.push(route as (typeof lazyRoutes)[number])
        if (route.children) walk(route.children)
      }
    }
    walk(appRoutes())
    expect(lazyRoutes.length).toBeGreaterThan(20)
    // a page, a layout, or the boundary an area's layout module gives its pages
    for (const route of lazyRoutes) {
      const loaded = await route.lazy()
      expect(loaded.Component ?? loaded.ErrorBoundary).toBeTruthy()
    }
  }, 60_000)
})
