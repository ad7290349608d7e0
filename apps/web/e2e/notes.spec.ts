import type { Locator, Page, Route } from '@playwright/test'
import { expectFailedRequest } from './auth-console.ts'
import { signIn, type TestUser } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// Quick Notes: the panel's states, and notes that survive reloads, outages, other
// tabs and sign-out.

const panel = (page: Page) => page.getByRole('region', { name: 'Quick Notes' })
const note = (page: Page) => page.getByRole('textbox', { name: 'Quick Notes' })
const status = (page: Page) => panel(page).getByRole('status')

async function openNote(page: Page): Promise<Locator> {
  const box = note(page)
  const expand = page.getByRole('button', { name: 'Expand Quick Notes' })
  await expect(box.or(expand)).toBeVisible()
  if (await expand.isVisible()) await expand.click()
  await expect(box).toBeVisible()
  return box
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

/** Reload with no local copy: whatever the panel then shows came from the server. */
async function reloadFromServer(page: Page, user: TestUser) {
  await page.evaluate((id) => localStorage.removeItem(`notes-content-${id}`), user.id)
  await page.reload()
}

function boxesOverlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

test.describe('Quick Notes', () => {
  let user: TestUser
  test.beforeEach(async ({ page }) => {
    user = await signIn(page)
  })

  test('collapsed by default, expanded with focus, minimized, closed and reopened; minimized loads collapsed', async ({
    page,
  }) => {
    await page.goto('/app/how-to-use')
    await expect(panel(page)).toBeVisible()
    await expect(note(page)).toHaveCount(0)

    await page.getByRole('button', { name: 'Expand Quick Notes' }).click()
    await expect(note(page)).toBeFocused()
    await expect(status(page)).toHaveText('Saved')
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Minimize Quick Notes' }).click()
    await expect(note(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Expand Quick Notes' })).toBeFocused()
    expect(JSON.parse((await stored(page, `notes-state-${user.id}`))!)).toMatchObject({ isMinimized: true })
    await page.reload()
    await expect(page.getByRole('button', { name: 'Expand Quick Notes' })).toBeVisible()
    expect(JSON.parse((await stored(page, `notes-state-${user.id}`))!)).toEqual({
      isExpanded: false,
      isMinimized: false,
      isClosed: false,
    })

    await page.getByRole('button', { name: 'Close Quick Notes' }).click()
    await expect(panel(page)).toHaveCount(0)
    await page.reload()
    const reopen = page.getByRole('button', { name: 'Open Quick Notes' })
    await expect(reopen).toBeVisible()
    await reopen.click()
    await expect(page.getByRole('button', { name: 'Expand Quick Notes' })).toBeVisible()

    // Expanded stays expanded across a reload; Escape minimizes.
    const box = await openNote(page)
    await page.reload()
    await expect(note(page)).toBeVisible()
    await box.press('Escape')
    await expect(note(page)).toHaveCount(0)
  })

  test('never overlaps the scroll-to-top button, at 390 px and on desktop', async ({ page }) => {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size)
      await page.goto('/app/how-to-use')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const scrollTop = page.getByRole('button', { name: 'Scroll to top' })
      await expect(scrollTop).toBeVisible()
      for (const state of ['collapsed', 'expanded']) {
        if (state === 'expanded') await openNote(page)
        const a = (await panel(page).boundingBox())!
        const b = (await scrollTop.boundingBox())!
        expect(boxesOverlap(a, b), `${state} panel vs scroll-to-top at ${size.width} px`).toBe(false)
      }
      // and stays inside the viewport (no sideways scroll of its own)
      const a = (await panel(page).boundingBox())!
      expect(a.x + a.width).toBeLessThanOrEqual(size.width)
      await page.getByRole('button', { name: 'Minimize Quick Notes' }).click()
    }

    // Below modal dialogs (z-50): with the phone menu open, the overlay, not the panel, takes the clicks.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'App menu' })).toBeVisible()
    // (the dialog hides the page, panel included, from assistive tech: find it by its markup)
    const bar = (await page.locator('section[aria-label="Quick Notes"]').boundingBox())!
    const onTop = await page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('section[aria-label="Quick Notes"]')),
      [bar.x + bar.width - 12, bar.y + bar.height / 2],
    )
    expect(onTop, 'the panel shows through an open dialog').toBe(false)
  })

  test('typed text autosaves, survives a reload, and a reload or closed tab right after typing loses nothing', async ({
    page,
    context,
  }) => {
    await page.goto('/app/how-to-use')
    const box = await openNote(page)
    await box.pressSequentially('Ask Priya about the design internship')
    await expect(status(page)).toHaveText('Saved')
    await reloadFromServer(page, user)
    await expect(note(page)).toHaveValue('Ask Priya about the design internship')

    // Reload at once: no time for the debounced save; the pagehide keepalive (or the local copy) keeps it.
    await note(page).press('End')
    await note(page).pressSequentially(' - and Ravi')
    await page.reload()
    await expect(note(page)).toHaveValue('Ask Priya about the design internship - and Ravi')
    await expect(status(page)).toHaveText('Saved')
    await reloadFromServer(page, user)
    await expect(note(page)).toHaveValue('Ask Priya about the design internship - and Ravi')

    // Closing the tab right after typing: the pagehide keepalive alone carries the text to the server.
    await note(page).press('End')
    await note(page).pressSequentially(', Friday')
    await page.close({ runBeforeUnload: true })
    const later = await context.newPage()
    await later.goto('/app/how-to-use')
    await reloadFromServer(later, user)
    await expect(note(later)).toHaveValue('Ask Priya about the design internship - and Ravi, Friday')
  })

  test('saves blocked while typing show Offline, then all is saved; unsaved text of a crashed tab is offered back', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/app/how-to-use')
    const box = await openNote(page)
    await expect(status(page)).toHaveText('Saved')
    const blockSaves = (route: Route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback()
    await page.route('**/api/notes', blockSaves)
    await box.pressSequentially('Written on a train')
    await expect(status(page)).toHaveText('Offline, will retry')
    await box.pressSequentially(', still offline')
    await expect(status(page)).toHaveText('Offline, will retry')

    await page.unroute('**/api/notes', blockSaves)
    await expect(status(page)).toHaveText('Saved', { timeout: 20_000 })
    await reloadFromServer(page, user)
    await expect(note(page)).toHaveValue('Written on a train, still offline')

    // A tab killed before it could send anything (no pagehide): its local copy, newer than the server's
    // note, is offered back on the next load and saved.
    await page.evaluate((key) => {
      const copy = JSON.parse(localStorage.getItem(key)!) as { text: string; saved: boolean }
      localStorage.setItem(
        key,
        JSON.stringify({ ...copy, text: `${copy.text}; typed before a crash`, saved: false }),
      )
    }, `notes-content-${user.id}`)
    await page.reload()
    await expect(note(page)).toHaveValue('Written on a train, still offline; typed before a crash')
    await expect(panel(page)).toContainText('Restored changes that had not been saved.')
    await expect(status(page)).toHaveText('Saved')
    await reloadFromServer(page, user)
    await expect(note(page)).toHaveValue('Written on a train, still offline; typed before a crash')
    // Chromium logs each refused request; those are the test's own doing.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('net::ERR_')))
  })

  test('two tabs editing: the conflict is shown and both texts can be kept', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto('/app/how-to-use')
    const mine = await openNote(page)
    await expect(status(page)).toHaveText('Saved')

    const other = await context.newPage()
    await other.bringToFront()
    await other.goto('/app/how-to-use')
    await expect(note(other)).toBeVisible()
    await note(other).fill('Written in the other tab')
    await expect(status(other)).toHaveText('Saved')

    await page.bringToFront()
    await mine.fill('Written in this tab')
    const alert = panel(page).getByRole('alert')
    await expect(alert).toContainText('This note was changed in another tab or device.')
    await expect(alert).toContainText('Written in the other tab')
    await alert.getByRole('button', { name: 'Keep both' }).click()
    await expect(alert).toHaveCount(0)
    await expect(mine).toHaveValue('Written in this tab\n\nWritten in the other tab')
    await expect(status(page)).toHaveText('Saved')

    await other.bringToFront()
    await reloadFromServer(other, user)
    await expect(note(other)).toHaveValue('Written in this tab\n\nWritten in the other tab')
    await other.close()
    expectFailedRequest(consoleErrors, 409)
  })

  test('signing out right after typing saves first, then clears the local copy', async ({ page }) => {
    await page.goto('/app/how-to-use')
    const box = await openNote(page)
    await box.fill('Last words before signing out')
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await stored(page, `notes-content-${user.id}`)).toBeNull()

    await signIn(page, { email: user.email })
    await page.goto('/app/how-to-use')
    await expect(await openNote(page)).toHaveValue('Last words before signing out')
  })
})
