import type { Locator, Page } from '@playwright/test'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// Nothing floating covers the page: the shell's bottom controls (Quick Notes, scroll to top) sit in a dock
// that the page ends above, and the profile's save bar sits on that dock. Checked on the pages where they
// used to cover content: the directory's cards, the Donate QR code, the profile's last field.

type Box = { x: number; y: number; width: number; height: number }

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]

const dock = (page: Page) => page.getByRole('complementary', { name: 'Page tools' })
const saveBar = (page: Page) => page.getByRole('button', { name: 'save all changes' }).locator('xpath=..')

function overlap(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Scrolls to the very end, again while the page grows (more results loading). */
async function scrollToEnd(page: Page) {
  let height = 0
  for (let i = 0; i < 5; i++) {
    const next = await page.evaluate(() => document.documentElement.scrollHeight)
    if (next === height) break
    height = next
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForTimeout(150)
  }
}

/** The last element drawn in <main>: what a reader scrolls down to reach. */
const lastOfMain = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const all = [...main.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().height > 0)
    const { x, y, width, height } = all.at(-1)!.getBoundingClientRect()
    return { x, y, width, height }
  })

/**
 * None of `content` is under the dock or the given bars (the page's own sticky bars); scrolled to the end,
 * neither is the last thing in <main> under the dock.
 */
async function expectClear(page: Page, what: string, content: Locator[], bars: Locator[] = []) {
  const strip = (await dock(page).boundingBox())!
  const covers = [strip, ...(await Promise.all(bars.map(async (bar) => (await bar.boundingBox())!)))]
  for (const [i, el] of content.entries()) {
    const box = (await el.boundingBox())!
    for (const cover of covers) expect(overlap(box, cover), `content ${i} under a bar on ${what}`).toBe(false)
  }
  const atEnd = await page.evaluate(
    () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
  )
  if (atEnd)
    expect(overlap(await lastOfMain(page), strip), `the end of main under the dock on ${what}`).toBe(false)
}

test.describe('floating controls cover no content', () => {
  // each test visits several pages and runs axe: room for a busy machine
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  for (const size of SIZES) {
    test(`directory cards and Donate QR code at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size)
      await page.goto('/app/startups')
      const cards = page.getByRole('list', { name: 'Startup results' }).getByRole('listitem')
      // (a first load can be slow on a busy machine)
      await expect(cards.first()).toBeVisible({ timeout: 30_000 })
      await expect(dock(page).getByRole('button', { name: 'Expand Quick Notes' })).toBeVisible()
      await scrollToEnd(page)
      await expect(dock(page).getByRole('button', { name: 'Scroll to top' })).toBeVisible()
      await expectClear(page, `/app/startups at ${size.width} px`, [cards.last()])
      // the dock spans the content column: right of the sidebar on a desktop, the whole width on a phone
      const strip = (await dock(page).boundingBox())!
      expect(strip.x + strip.width).toBe(size.width)
      expect(strip.y + strip.height).toBe(size.height)
      expect(strip.x).toBe(size.width >= 1024 ? 256 : 0)

      await page.goto('/app/donate')
      const qr = page.getByRole('img', { name: /UPI QR code/ })
      await expect(qr).toBeVisible()
      // scrolled just into view from below (as far down as it can be), and with the page scrolled to its end
      await qr.evaluate((img) => img.scrollIntoView({ block: 'end' }))
      await expectClear(page, `/app/donate (QR code in view) at ${size.width} px`, [qr])
      await scrollToEnd(page)
      await expectClear(page, `/app/donate at ${size.width} px`, [qr])
      await expectAccessible(page)

      // a toast (copied, or the by-hand hint where the clipboard is refused) rises above the dock
      await page.getByRole('button', { name: 'Copy UPI ID' }).click()
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: /UPI ID/ })
      await expect(toast).toBeVisible()
      await expect
        .poll(async () => overlap((await toast.boundingBox())!, (await dock(page).boundingBox())!))
        .toBe(false)
    })

    test(`profile: the save bar sits on the dock, the last field clears both, at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await page.goto('/app/settings')
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible({ timeout: 30_000 })
      await expect(dock(page).getByRole('button', { name: 'Expand Quick Notes' })).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, 0))

      // at the top of the long form the save bar sticks right above the dock
      const bar = (await saveBar(page).boundingBox())!
      const strip = (await dock(page).boundingBox())!
      expect(Math.abs(bar.y + bar.height - strip.y)).toBeLessThanOrEqual(1)
      const chrome = size.height - bar.y
      console.info(
        `${size.width}x${size.height}: dock ${strip.height} px + save bar ${bar.height} px = ${chrome} px`,
      )
      if (size.width < 640) expect(chrome).toBeLessThan(130)

      // a field focused below the fold stops above the save bar and the dock
      const fields = page.getByRole('form', { name: 'Profile' }).getByRole('textbox')
      const last = fields.last()
      await last.focus()
      await expectClear(
        page,
        `/app/settings (last field focused) at ${size.width} px`,
        [last],
        [saveBar(page)],
      )

      await scrollToEnd(page)
      await expectClear(page, `/app/settings at ${size.width} px`, [last], [saveBar(page)])
      await expect(dock(page).getByRole('button', { name: 'Scroll to top' })).toBeVisible()
    })
  }
})
