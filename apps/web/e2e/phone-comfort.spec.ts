import type { Locator, Page } from '@playwright/test'
import type { OutreachListResponse } from '@coldstart/contract'
import { accessToken } from './auth-fixture.ts'
import {
  body,
  composeTo,
  openStartup,
  sendLink,
  signInWithProfile,
  stubMailApp,
  team,
} from './composer-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// A phone (390 × 844) is comfortable: touch targets of at least 44 px, the fixed layers (header and bottom
// dock) within 12% of the screen, the composer on the whole visible screen with the body above the
// keyboard, the board's filters behind one button; and a mail link's send can be taken back, inside the
// open composer or, once it is closed, from the toast.

const PHONE = { width: 390, height: 844 }
// a cold first load on a busy 2-core machine (as internships.spec.ts waits)
const FIRST_LOAD = { timeout: 30_000 }
const results = (page: Page) => page.getByRole('list', { name: 'Startup results' }).locator(':scope > li')

/** The directory first: its first load warms the page's code before openStartup's shorter wait. */
async function warmUp(page: Page) {
  await page.goto('/app/startups')
  await expect(results(page).first()).toBeVisible(FIRST_LOAD)
}
const MIN_TARGET = 44

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b, 'the element has a box').not.toBeNull()
  return b!
}

async function expectTouchTarget(locator: Locator, what: string) {
  const { width, height } = await box(locator)
  test.info().annotations.push({ type: 'measure', description: `${what}: ${width}×${height} px` })
  expect(height, `${what} height`).toBeGreaterThanOrEqual(MIN_TARGET)
  expect(width, `${what} width`).toBeGreaterThanOrEqual(MIN_TARGET)
}

/** The header's and the dock's heights, as a share of the screen. */
async function fixedLayers(page: Page) {
  const header = await box(page.getByRole('banner'))
  const dock = await box(page.getByRole('complementary', { name: 'Page tools' }))
  const share = (header.height + dock.height) / page.viewportSize()!.height
  test.info().annotations.push({
    type: 'measure',
    description: `header ${header.height} px + dock ${dock.height} px = ${(100 * share).toFixed(1)}% of ${page.viewportSize()!.height} px`,
  })
  return share
}

/** The sends in the student's log. */
async function sendCount(page: Page) {
  const res = await page.request.get('/api/outreach/sends', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  })
  return ((await res.json()) as OutreachListResponse).total
}

/** A student emails a startup's first team member through the mail link, with the composer left open. */
async function mailLinkSent(page: Page) {
  await signInWithProfile(page)
  await warmUp(page)
  const detail = await openStartup(page)
  await stubMailApp(page)
  const member = detail.employees[0]!.name
  const dialog = await composeTo(page, member)
  await sendLink(dialog).click()
  await expect.poll(() => sendCount(page)).toBe(1)
  return { dialog, member }
}

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE })

  test('fixed layers keep to 12% of the screen; bookmark, Email and close are 44 px targets', async ({
    page,
  }) => {
    await signInWithProfile(page)
    await warmUp(page)
    await expectTouchTarget(
      results(page)
        .first()
        .getByRole('button', { name: /^Save / }),
      'card bookmark',
    )
    const detail = await openStartup(page)
    expect(await fixedLayers(page)).toBeLessThanOrEqual(0.12)
    await expectTouchTarget(page.getByRole('button', { name: /^Save Redline Desk/ }).first(), 'bookmark')
    const member = detail.employees[0]!
    const email = team(page).getByRole('button', { name: `Email ${member.name}` })
    await expectTouchTarget(email, 'Email')
    await expectAccessible(page)

    await email.click()
    const dialog = page.getByRole('dialog', { name: `Email ${member.name}` })
    await expectTouchTarget(dialog.getByRole('button', { name: 'Close' }), 'dialog close')
    // the composer is the whole screen
    expect(await box(dialog)).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height })
    await dialog.getByRole('button', { name: /^Short internship ask/ }).click()
    await expect(body(dialog)).toHaveValue(/^Hi /)
    await expectAccessible(page)

    // the keyboard takes the lower part of the screen: the composer and its body follow what is left
    const keyboardUp = { width: PHONE.width, height: 480 }
    await page.setViewportSize(keyboardUp)
    await expect.poll(async () => (await box(dialog)).height).toBe(keyboardUp.height)
    await body(dialog).focus()
    await expect
      .poll(async () => {
        const b = await box(body(dialog))
        return b.y >= 0 && b.y + b.height <= keyboardUp.height && b.height >= 160
      })
      .toBe(true)
    const b = await box(body(dialog))
    test.info().annotations.push({
      type: 'measure',
      description: `body with the keyboard up: ${b.height} px of ${keyboardUp.height} px, top at ${b.y}`,
    })
  })

  test("the board's filters sit behind one Filters button that counts them", async ({ page }) => {
    await signInWithProfile(page)
    await page.goto('/app/internships')
    const filters = page.getByRole('button', { name: /^Filters/ })
    await expect(filters).toBeVisible(FIRST_LOAD)
    await expectTouchTarget(filters, 'Filters')
    // the first screen holds results, not five fields
    await expect(page.getByLabel('City')).toBeHidden()
    await filters.click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await sheet.getByLabel('City').fill('Bangalore')
    await expect(page).toHaveURL(/city=Bangalore/)
    await expectAccessible(page)
    await sheet.getByRole('button', { name: 'Close filters' }).click()
    await expect(filters).toHaveAccessibleName('Filters 1 on')
    await expectAccessible(page)
    // Bangalore finds the Bengaluru postings
    await expect(
      page.getByRole('list', { name: 'Internship results' }).getByRole('listitem').first(),
    ).toBeVisible()
  })

  test("Undo inside the open composer takes a mail link's send back and says so", async ({ page }) => {
    const { dialog, member } = await mailLinkSent(page)
    // the composer is modal (everything outside it inert): it offers the Undo itself, no toast meanwhile
    const status = dialog.getByRole('status').filter({ hasText: 'Opened in your mail app' })
    await expect(status).toBeVisible()
    await expect(page.getByText('Opened your mail app · Not sent?')).toHaveCount(0)
    const undo = dialog.getByRole('button', { name: 'Undo' })
    await expectTouchTarget(undo, 'Undo')
    await expectAccessible(page)
    await undo.click()
    await expect(dialog.getByRole('status')).toContainText('Removed from your follow-ups')
    await expect(undo).toHaveCount(0)
    // focus moves on to the way out, not to the page behind
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused()
    await expect.poll(() => sendCount(page)).toBe(0)
    await expectAccessible(page)

    // the send is gone: no "Last emailed" on the member, no "You emailed" warning, no toast on closing
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Opened your mail app · Not sent?')).toHaveCount(0)
    await expect(team(page).getByRole('listitem').filter({ hasText: member })).not.toContainText(
      'Last emailed',
    )
    await composeTo(page, member)
    await expect(dialog.getByText(/You emailed/)).toHaveCount(0)
  })

  test('closing the composer hands the Undo to a toast', async ({ page }) => {
    const { dialog } = await mailLinkSent(page)
    await expect(dialog.getByRole('button', { name: 'Undo' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Opened your mail app · Not sent?')).toBeVisible()
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByText('Removed from your follow-ups')).toBeVisible()
    await expect.poll(() => sendCount(page)).toBe(0)
  })
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the board shows its filters in the page, with no Filters button', async ({ page }) => {
    await signInWithProfile(page)
    await page.goto('/app/internships')
    await expect(page.getByLabel('City')).toBeVisible(FIRST_LOAD)
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
    // the 12% rule is a phone's; a laptop keeps its 64 px header and the dock (112 of 800 px)
    expect(await fixedLayers(page)).toBeLessThanOrEqual(0.15)
    await expectAccessible(page)
  })
})
