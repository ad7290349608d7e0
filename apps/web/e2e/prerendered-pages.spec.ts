import type { Page } from '@playwright/test'
import { SIGNED_IN_HINT_COOKIE } from '@coldstart/contract'
import { prerenderedPages } from '../src/prerender/pages.ts'
import { expect, test } from './fixtures.ts'

// The public pages arrive as HTML rendered at build time (docs/decisions/016): readable before any script
// runs, then adopted by React without a hydration mismatch (the fixture fails the test on any console error,
// React's "hydration failed" included).

const headings: Record<string, string> = {
  '/': 'Your Ultimate One-Stop Platform to Crack Internships',
  '/team': 'Meet the team',
  '/donate': 'Support ColdStart',
  '/how-to-use': 'How to use ColdStart',
  '/sign-in': 'Sign in to your account',
  '/sign-up': 'Create your account',
}

/** Holds the app's scripts back until the returned function is called: the page as seen before any runs. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** React has adopted the page: its nodes carry React's internal keys. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1')
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__react'))
  })
}

test('every pre-rendered page has a heading to check', () => {
  expect(prerenderedPages.map((p) => p.path).sort()).toEqual(Object.keys(headings).sort())
})

for (const { path, title } of prerenderedPages) {
  const heading = headings[path]!

  test(`${path}: the served HTML already holds the page, for visitors without a session`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text()
    expect(html).toContain(`<title>${title}</title>`)
    expect(html.replace(/<[^<>]*>/g, '')).toContain(heading)
    expect(html).not.toContain('<script>')

    // Someone who may be signed in gets the page's shell, its loading placeholder: their page may be another
    // (a redirect, another bar).
    const shell = await (
      await request.get(path, { headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` } })
    ).text()
    expect(shell).toContain('<div id="root" data-placeholder>')
    expect(shell.replace(/<[^<>]*>/g, '')).not.toContain(heading)
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`${path} (${theme}): shown before any script runs, then hydrated without an error`, async ({
      page,
    }) => {
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme)
      // The app's scripts held back until the page has been looked at without them.
      const release = await holdScripts(page)
      await page.goto(path, { waitUntil: 'commit' })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      // early.js (not held back) has set the theme before the first paint.
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/)
      else await expect(page.locator('html')).not.toHaveClass(/dark/)

      release()
      await waitForHydration(page)
      await expect(page).toHaveTitle(title)
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Toggle theme' })
      await expect(toggle).toHaveAttribute('aria-pressed', String(theme === 'dark'))
      // The live figure arrives after hydration.
      await expect(page.getByRole('banner').getByText(/^Join \d+\+ users$/)).toBeAttached()
    })
  }
}

test('a tap on the phone menu before React takes the page over opens it once React has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  // the pre-rendered button, with no React behind it yet
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
  release()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
})

test("sign-in: the page rendered for this server's sign-in methods, adopted with them", async ({ page }) => {
  // The browser tests' server offers Google (its stand-in), so the Google variant is sent.
  const release = await holdScripts(page)
  await page.goto('/sign-in', { waitUntil: 'commit' })
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  // pressed before React runs: the email form opens once it does
  await page.getByRole('button', { name: 'Use email instead' }).click()
  release()
  await expect(page.getByRole('heading', { name: 'Sign in with email' })).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
})
