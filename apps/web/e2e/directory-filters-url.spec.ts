import type { Page } from '@playwright/test'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// The directory's and the board's filters live in the URL: a shared link and Back restore them, a bare visit
// restores the last ones kept on this device. Aliases: Bangalore finds the Bengaluru startups. On a slow
// network the signed-in pages show their header and skeletons, not a blank page with a spinner, from the
// first load of their code to the session check.

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search startups' })
const chip = (page: Page, sector: string) =>
  page
    .getByRole('group', { name: 'Filter by sector' })
    .getByRole('button')
    .filter({ hasText: new RegExp(`^${sector}\\s?[\\d,]*$`) })
const cards = (page: Page) => page.getByRole('list', { name: 'Startup results' }).locator(':scope > li')

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a shared directory link and Back restore the filters at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await signIn(page)
    await page.goto('/app/startups?q=Bangalore&sector=Fintech')
    // a cold first load on a busy 2-core machine (as internships.spec.ts waits)
    await expect(cards(page).first()).toBeVisible({ timeout: 30_000 })
    await expect(searchBox(page)).toHaveValue('Bangalore')
    await expect(chip(page, 'Fintech')).toHaveAttribute('aria-pressed', 'true')
    // Bangalore finds what the data calls Bengaluru
    await expect(cards(page).first()).toContainText('Bengaluru')
    await expectAccessible(page)

    await chip(page, 'All Sectors').click()
    await expect(page).not.toHaveURL(/sector=/)
    await page.goBack()
    await expect(page).toHaveURL(/sector=Fintech/)
    await expect(chip(page, 'Fintech')).toHaveAttribute('aria-pressed', 'true')

    // a bare visit restores the last filters of this device, into the URL
    await page.goto('/app/internships')
    await page.goto('/app/startups')
    await expect(page).toHaveURL(/q=Bangalore/, { timeout: 30_000 })
    await expect(searchBox(page)).toHaveValue('Bangalore')
  })
}

test("the board's filters come back with Back and from a shared link", async ({ page }) => {
  await signIn(page)
  await page.goto('/app/internships?city=Bangalore&remote=1')
  await expect(page.getByLabel('City')).toHaveValue('Bangalore', { timeout: 30_000 })
  await expect(page.getByRole('switch', { name: 'Remote only' })).toBeChecked()
  // A slow phone: Back comes before React has drawn the switched-off board, and must still restore it.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  await page.getByRole('switch', { name: 'Remote only' }).click()
  await expect(page).not.toHaveURL(/remote=1/)
  await page.goBack()
  await expect(page.getByRole('switch', { name: 'Remote only' })).toBeChecked()
})

test('on a slow network a signed-in page shows its header and skeletons, not a spinner', async ({ page }) => {
  await signIn(page)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/auth/refresh', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/app/startups')
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('[data-slot="skeleton"]').first()).toBeVisible()
  await expect(page.getByText('Checking authentication...')).toHaveCount(0)
  await expectAccessible(page)
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Startups' })).toBeVisible({ timeout: 30_000 })
})

/**
 * Holds the code of `pagePath` (its route chunks, as its page shell names them, less the entry's own, which
 * index.html names) until the returned function is called: the entry runs, the router waits for the page.
 */
async function holdPageCode(page: Page, pagePath: string) {
  const scripts = (html: string) => [...html.matchAll(/\/assets\/[\w-]+\.js/g)].map((match) => match[0])
  const entry = new Set(scripts(await (await page.request.get('/index.html')).text()))
  const pageCode = scripts(await (await page.request.get(pagePath)).text()).filter((url) => !entry.has(url))
  expect(pageCode.length, `${pagePath} has route chunks of its own`).toBeGreaterThan(0)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => pageCode.includes(url.pathname),
    async (route) => {
      await held
      await route.continue()
    },
  )
  return release
}

for (const pagePath of ['/app/startups', '/admin']) {
  test(`the first load of ${pagePath}'s code shows the shell's skeleton, not a spinner`, async ({ page }) => {
    await signIn(page)
    const release = await holdPageCode(page, pagePath)
    await page.goto(pagePath, { waitUntil: 'commit' })
    // the router's fallback, drawn once the entry has run, is the skeleton the page shell arrived with
    const fallback = page.locator('[data-slot="first-load"]')
    await expect(fallback.getByRole('banner')).toBeVisible({ timeout: 30_000 })
    await expect(fallback.locator('[data-slot="skeleton"]').first()).toBeVisible()
    await expect(page.getByRole('status', { name: 'Loading', exact: true })).toHaveCount(0)
    await expectAccessible(page)
    release()
    await expect(fallback).toHaveCount(0, { timeout: 30_000 })
    if (pagePath === '/app/startups')
      await expect(page.getByRole('heading', { level: 1, name: 'Startups' })).toBeVisible()
  })
}
