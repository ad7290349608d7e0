import type { Page } from '@playwright/test'
import { paths } from '../src/config/paths.ts'
import { signIn, signInAsAdmin } from './auth-fixture.ts'
import { expect, test } from './fixtures.ts'

// No page may be wider than a phone: a sideways scroll on any route fails. The route lists come from
// src/config/paths.ts, so a page added there is measured here without anyone remembering to.
test.use({ viewport: { width: 390, height: 844 } })
// one test walks many pages
test.setTimeout(180_000)

// 40 characters, no spaces to break on: the worst a top bar meets
const LONG_NAME = 'Venkataraghavan Subramaniamkrishnaswamy'.padEnd(40, 'x')
const ADMIN_LONG_NAME = 'Administratorwithanunusuallylongnamexxxx'

async function expectNoSidewaysScroll(page: Page, href: string) {
  await page.goto(href)
  await expect(page.locator('main, [role="main"]').first()).toBeVisible()
  // the page has settled when its skeletons are gone
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 10_000 })
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(scrollWidth, `${href} is ${scrollWidth}px wide on a ${viewport}px screen`).toBeLessThanOrEqual(
    viewport,
  )
}

async function firstStartupId(page: Page) {
  const res = await page.request.get('/api/startups?limit=1')
  return ((await res.json()) as { items: { id: string }[] }).items[0]!.id
}

async function firstInternshipId(page: Page) {
  const res = await page.request.get('/api/internships?limit=1')
  return ((await res.json()) as { items: { id: string }[] }).items[0]!.id
}

function appHrefs(ids: { startup: string; internship: string }): string[] {
  return Object.entries(paths.app).map(([key, route]) =>
    key === 'startup'
      ? paths.app.startup.getHref(ids.startup)
      : key === 'internship'
        ? paths.app.internship.getHref(ids.internship)
        : (route as { getHref: (area?: '/app' | '/dashboard') => string }).getHref(),
  )
}

const publicHrefs = [paths.home, ...Object.values(paths.auth), ...Object.values(paths.public)].map((r) =>
  r.getHref(),
)

test('no public or app page scrolls sideways at 390 px, with a 40-character name signed in', async ({
  page,
}) => {
  await signIn(page, { name: LONG_NAME })
  await page.goto(paths.app.root.getHref())
  await expect(page.getByText(LONG_NAME).first()).toBeAttached()
  const ids = { startup: await firstStartupId(page), internship: await firstInternshipId(page) }
  for (const href of [...appHrefs(ids), ...publicHrefs]) {
    await expectNoSidewaysScroll(page, href)
  }
})

test('no public page scrolls sideways at 390 px for a visitor', async ({ page }) => {
  for (const href of publicHrefs) await expectNoSidewaysScroll(page, href)
})

test('no admin page scrolls sideways at 390 px, with a 40-character name', async ({ page }) => {
  await signInAsAdmin(page)
  // the admin's name as Google would send it, then back to the usual one for the other specs
  const token = (await (
    await page.request.post('/api/auth/refresh', { headers: { 'sec-fetch-site': 'same-origin' } })
  ).json()) as {
    access_token: string
  }
  const renamed = await page.request.put('/api/auth/user', {
    headers: { authorization: `Bearer ${token.access_token}` },
    data: { fullName: ADMIN_LONG_NAME },
  })
  expect(renamed.ok()).toBe(true)
  try {
    const adminHrefs = Object.values(paths.admin).map((r) => r.getHref())
    for (const href of adminHrefs) await expectNoSidewaysScroll(page, href)
  } finally {
    await page.request.put('/api/auth/user', {
      headers: { authorization: `Bearer ${token.access_token}` },
      data: { fullName: 'Admin Person' },
    })
  }
})
