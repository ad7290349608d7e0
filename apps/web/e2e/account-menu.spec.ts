import { signIn, signInAsAdmin } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// The header's name and avatar open the account menu: Profile, Admin (admins only), the theme, Sign out; by
// keyboard as well as by pointer, at a desktop's width and a phone's.

for (const width of [1280, 390]) {
  test(`a student's account menu works by keyboard at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await signIn(page, { name: 'Ravi Menon' })
    await page.goto('/app/startups')
    const account = page.getByRole('banner').getByRole('button', { name: /Account menu: Ravi Menon/ })
    await expect(account).toBeVisible()

    await account.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused()
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0)
    await expectAccessible(page)

    // Escape closes it and gives focus back to the button
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(account).toBeFocused()

    // the theme, by keyboard
    await page.keyboard.press('ArrowDown')
    const dark = page.getByRole('menuitemcheckbox', { name: 'Dark theme' })
    await expect(dark).toHaveAttribute('aria-checked', 'false')
    await dark.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveClass(/dark/)

    await account.click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    await expect(page).toHaveURL(/\/app\/settings$/)

    await account.click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
}

test('an admin finds Admin in the account menu, at a phone’s width too', async ({ page }) => {
  await signInAsAdmin(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/app/startups')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click()
  await page.getByRole('menuitem', { name: 'Admin' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()

  // the admin header has the same menu, leading back to the profile
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click()
  await page.getByRole('menuitem', { name: 'Profile' }).click()
  await expect(page).toHaveURL(/\/app\/settings$/)
})

test('the account menu’s code and Quick Notes wait until the directory’s cards are on screen', async ({
  page,
}) => {
  await signIn(page)
  // When the first card entered the page, on the page's own clock (as the resource timings are).
  await page.addInitScript(() => {
    const marked = window as Window & { firstCardAt?: number }
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#main article')) return
      marked.firstCardAt = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/app/startups')
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Expand Quick Notes' })).toBeVisible()

  const timings = () =>
    page.evaluate(() => {
      const starts = (pattern: RegExp) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => pattern.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime)
      return {
        firstCardAt: (window as Window & { firstCardAt?: number }).firstCardAt ?? Infinity,
        started: [...starts(/\/account-menu-[\w-]+\.js$/), ...starts(/^\/api\/notes$/)],
      }
    })
  // the collapsed panel shows its button before it reads the note: wait for both requests, then compare
  await expect.poll(async () => (await timings()).started.length).toBe(2)
  const { firstCardAt, started } = await timings()
  for (const start of started) expect(start).toBeGreaterThan(firstCardAt)
})
