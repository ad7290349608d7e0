// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getAppArea, paths } from './paths'

describe('paths', () => {
  it('builds the public hrefs', () => {
    expect(paths.home.getHref()).toBe('/')
    expect(paths.auth.signIn.getHref()).toBe('/sign-in')
    expect(paths.auth.signUp.getHref()).toBe('/sign-up')
    expect(paths.auth.resetPassword.getHref()).toBe('/reset-password')
    expect(paths.public.team.getHref()).toBe('/team')
    expect(paths.public.donate.getHref()).toBe('/donate')
    expect(paths.public.howToUse.getHref()).toBe('/how-to-use')
  })

  it('builds the sidebar hrefs under /app by default', () => {
    expect(paths.app.root.getHref()).toBe('/app')
    expect(paths.app.howToUse.getHref()).toBe('/app/how-to-use')
    expect(paths.app.startups.getHref()).toBe('/app/startups')
    expect(paths.app.emails.getHref()).toBe('/app/emails')
    expect(paths.app.settings.getHref()).toBe('/app/settings')
    expect(paths.app.team.getHref()).toBe('/app/team')
    expect(paths.app.resumes.getHref()).toBe('/app/resumes')
    expect(paths.app.donate.getHref()).toBe('/app/donate')
    expect(paths.app.internships.getHref()).toBe('/app/internships')
    expect(paths.app.bookmarks.getHref()).toBe('/app/bookmarks')
  })

  it('builds the same hrefs under /dashboard', () => {
    expect(paths.app.root.getHref('/dashboard')).toBe('/dashboard')
    expect(paths.app.startups.getHref('/dashboard')).toBe('/dashboard/startups')
    expect(paths.app.startup.getHref('abc', '/dashboard')).toBe('/dashboard/startups/abc')
  })

  it('encodes startup ids', () => {
    expect(paths.app.startup.getHref('a b/c')).toBe('/app/startups/a%20b%2Fc')
  })

  it('builds the admin hrefs', () => {
    expect(paths.admin.root.getHref()).toBe('/admin')
    expect(paths.admin.internships.getHref()).toBe('/admin/internships')
    expect(paths.admin.startups.getHref()).toBe('/admin/startups')
    expect(paths.admin.emails.getHref()).toBe('/admin/emails')
  })

  it('tells which app area a pathname is in', () => {
    expect(getAppArea('/dashboard')).toBe('/dashboard')
    expect(getAppArea('/dashboard/startups/1')).toBe('/dashboard')
    expect(getAppArea('/app/emails')).toBe('/app')
    expect(getAppArea('/dashboards')).toBe('/app')
    expect(getAppArea('/')).toBe('/app')
  })
})
