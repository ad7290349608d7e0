import type { BrowserContext, Page } from '@playwright/test'
import type { StartupListResponse } from '@coldstart/contract'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// Offline: the shell says so and keeps what it has; the directory keeps its results with a note; a page whose
// code was never downloaded says so inside the shell and opens by itself once back online.

const banner = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline" })
const staleNote = (page: Page) => page.getByText("You're offline — showing results from before.")
const results = (page: Page) => page.getByRole('list', { name: 'Startup results' })
const cards = (page: Page) => results(page).locator(':scope > li')
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search startups' })
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'App' })
// the Quick Notes panel, in whichever of its states it is (open, collapsed, or closed to its button)
const quickNotes = (page: Page) =>
  page.getByRole('region', { name: 'Quick Notes' }).or(page.getByRole('button', { name: 'Open Quick Notes' }))

/** Chromium logs each request refused offline (or aborted here) as a console error: the test caused them. */
function forgiveOfflineRequests(consoleErrors: string[]) {
  const rest = consoleErrors.filter((e) => !/net::ERR_(INTERNET_DISCONNECTED|FAILED)/.test(e))
  consoleErrors.splice(0, consoleErrors.length, ...rest)
}

/** A mark on the window: still there later means the page was never reloaded. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { offlineMark: true }))
const stillMarked = (page: Page) => page.evaluate(() => 'offlineMark' in window)

// A first load waits for sign-in and the directory's first page: slower than an expect's default on a busy machine.
const FIRST_LOAD = { timeout: 30_000 }
test.describe.configure({ timeout: 90_000 })

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  await expect(banner(page)).toBeVisible()
}

test('the directory keeps its results offline with a note, and refreshes by itself once back', async ({
  page,
  context,
  consoleErrors,
}) => {
  await signIn(page)
  const list = (await (await page.request.get('/api/startups?limit=24')).json()) as StartupListResponse
  const wanted = list.items[list.items.length - 1]!
  await page.goto('/app/startups')
  await expect(cards(page)).toHaveCount(list.items.length, FIRST_LOAD)
  await markWindow(page)

  await goOffline(context, page)
  await expect(banner(page)).toContainText("Changes you make won't be saved until you're back")
  // (before the search: the dimmed results that follow are faded on purpose, below text contrast)
  await expectAccessible(page)
  await searchBox(page).fill(wanted.name)
  await expect(staleNote(page)).toBeVisible()
  await expect(cards(page)).toHaveCount(list.items.length)

  await context.setOffline(false)
  await expect(banner(page)).toBeHidden()
  await expect(staleNote(page)).toBeHidden()
  await expect(cards(page).first()).toContainText(wanted.name)
  expect(await stillMarked(page)).toBe(true)
  forgiveOfflineRequests(consoleErrors)
})

test('a page not downloaded yet says so inside the shell offline, and opens by itself once back', async ({
  page,
  context,
  consoleErrors,
}) => {
  // Follow-ups' code must not be in the browser already: any earlier request for it fails too.
  let blocked = true
  await page.route(/\/assets\/follow-ups-[\w-]+\.js$/, (route) =>
    blocked ? route.abort() : route.fallback(),
  )
  await signIn(page)
  await page.goto('/app/startups')
  await expect(cards(page).first()).toBeVisible(FIRST_LOAD)
  await expect(quickNotes(page)).toBeVisible()
  await markWindow(page)

  await goOffline(context, page)
  await sidebar(page)
    .getByRole('link', { name: /^Follow-ups/ })
    .click()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  await expect(
    main.getByText("This page hasn't been downloaded yet. It will open as soon as you're back online."),
  ).toBeVisible()
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible()
  await expect(sidebar(page)).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(quickNotes(page)).toBeVisible()
  await expectAccessible(page)

  // Retry while still offline: the same message
  await main.getByRole('button', { name: 'Retry' }).click()
  await expect(main.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()

  blocked = false
  await context.setOffline(false)
  await expect(main.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  await expect(page).toHaveURL(/\/app\/follow-ups$/)
  expect(await stillMarked(page)).toBe(true)
  forgiveOfflineRequests(consoleErrors)
})

test('a page whose code fails to load while online offers a reload, inside the shell', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/assets\/emails-[\w-]+\.js$/, (route) => route.abort())
  await signIn(page)
  await page.goto('/app/startups')
  await expect(cards(page).first()).toBeVisible(FIRST_LOAD)

  await sidebar(page).getByRole('link', { name: 'Email Templates' }).click()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: "This page didn't load" })).toBeVisible(FIRST_LOAD)
  await expect(main.getByRole('button', { name: 'Reload' })).toBeVisible()
  await expect(sidebar(page)).toBeVisible()
  forgiveOfflineRequests(consoleErrors)
})

test('on a phone the menu still opens offline, and a page not downloaded yet says so inside the shell', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  let blocked = true
  await page.route(/\/assets\/follow-ups-[\w-]+\.js$/, (route) =>
    blocked ? route.abort() : route.fallback(),
  )
  // the drawer's code arrives while the browser is idle, before the connection drops
  const drawerCode = page.waitForResponse(/\/assets\/mobile-nav-sheet-[\w-]+\.js$/, FIRST_LOAD)
  await signIn(page)
  await page.goto('/app/startups')
  await expect(cards(page).first()).toBeVisible(FIRST_LOAD)
  await drawerCode

  await goOffline(context, page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'App menu' })
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: /^Follow-ups/ }).click()
  await expect(menu).toBeHidden()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await expectAccessible(page)

  blocked = false
  await context.setOffline(false)
  await expect(main.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeVisible()
  forgiveOfflineRequests(consoleErrors)
})
