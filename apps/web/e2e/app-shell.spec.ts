import type { Page } from '@playwright/test'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// The signed-in app shell: sidebar, header, phone drawer and global widgets.

const SIDEBAR = [
  ['How to Use', '/app/how-to-use'],
  ['Startups', '/app/startups'],
  ['Internships', '/app/internships'],
  ['Bookmarks', '/app/bookmarks'],
  ['Follow-ups', '/app/follow-ups'],
  ['Email Templates', '/app/emails'],
  ['Profile', '/app/settings'],
  ['Who are we', '/app/team'],
  ['Resume Tools', '/app/resumes'],
  ['Donate', '/app/donate'],
] as const

async function firstStartupId(page: Page): Promise<string> {
  const body = (await (await page.request.get('/api/startups?limit=1')).json()) as { items: { id: string }[] }
  const id = body.items[0]?.id
  if (!id) throw new Error('The demo directory is empty')
  return id
}

test.describe('app shell', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('the sidebar has every entry with its target, and Startups is current on /app', async ({ page }) => {
    await page.goto('/app')
    const nav = page.getByRole('navigation', { name: 'App' })
    const links = nav.getByRole('link')
    await expect(links).toHaveText(SIDEBAR.map(([label]) => label))
    for (const [label, href] of SIDEBAR)
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href)
    await expect(nav.getByRole('link', { name: 'Startups' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()

    await nav.getByRole('link', { name: 'Who are we' }).click()
    await expect(page).toHaveURL(/\/app\/team$/)
    await expect(nav.getByRole('link', { name: 'Who are we' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Startups' })).not.toHaveAttribute('aria-current', 'page')
  })

  test('/dashboard is the same area, with links that stay in it', async ({ page }) => {
    await page.goto('/dashboard')
    const nav = page.getByRole('navigation', { name: 'App' })
    await expect(nav.getByRole('link', { name: 'Startups' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/dashboard/donate')
  })

  test("the header shows the user's name and the first letter as avatar", async ({ page }) => {
    const user = await signIn(page)
    await page.goto('/app/how-to-use')
    const header = page.getByRole('banner')
    await expect(header.getByText(user.name, { exact: true })).toBeVisible()
    await expect(header.getByText(user.name.charAt(0).toUpperCase(), { exact: true })).toBeVisible()
  })

  test('Sign Out signs out and leaves for the landing', async ({ page }) => {
    await page.goto('/app/donate')
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your Ultimate One-Stop Platform to Crack Internships',
    )
    // Signed out: the top bar offers Get Started again instead of Dashboard.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
  })

  test('at phone width the sidebar is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/app/team')
    await expect(page.getByRole('navigation', { name: 'App' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'App menu' })
    await expect(drawer.getByRole('link')).toContainText(SIDEBAR.map(([label]) => label))
    await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible()
    await expectAccessible(page)
    await drawer.getByRole('link', { name: 'Resume Tools' }).click()
    await expect(page).toHaveURL(/\/app\/resumes$/)
    await expect(drawer).toBeHidden()
  })

  test('the theme toggle is in the header and the choice survives a reload', async ({ page }) => {
    await page.goto('/app/team')
    await page.getByRole('banner').getByRole('button', { name: 'Toggle theme' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Toggle theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('scroll-to-top appears past 300px and takes the page back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.goto('/app/how-to-use')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The window is what scrolls; make sure there is room to scroll whatever the page's content.
    await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'))
    const button = page.getByRole('button', { name: 'Scroll to top' })
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 301))
    await expect(button).toBeVisible()
    await expectAccessible(page)
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toBeHidden()
    await expect(page.getByRole('main')).toBeFocused()
  })

  for (const area of ['/app', '/dashboard']) {
    test(`scroll-to-top stays hidden on ${area}/startups/{id}`, async ({ page }) => {
      const id = await firstStartupId(page)
      await page.goto(`${area}/startups/${id}`)
      // the page itself, not only its shell: the router restores the scroll position once the page has loaded
      await expect(page.getByRole('heading', { name: 'Team members' })).toBeVisible()
      await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'))
      // Resolves when the scroll event reaches a listener added after the app's: the app has read the new
      // position by then, and its re-render (a store update, synchronous) is done before this listener runs.
      const scrolledTo = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            window.addEventListener('scroll', () => resolve(window.scrollY), { once: true })
            window.scrollTo(0, 1500)
          }),
      )
      expect(scrolledTo).toBeGreaterThan(300)
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0)
    })
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`shell pages have no axe violations (${theme})`, async ({ page }) => {
      // five pages, each loaded and scanned: 22 s on a quiet machine, past 60 s with two shards on two busy cores
      test.slow()
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme)
      for (const path of [
        '/app/team',
        '/app/donate',
        '/app/how-to-use',
        '/app/internships',
        '/app/bookmarks',
      ]) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await page.waitForLoadState('networkidle')
        await expectAccessible(page)
      }
    })
  }
})
