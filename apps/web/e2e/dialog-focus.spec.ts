import type { Locator, Page } from '@playwright/test'
import { signIn, signInAsAdmin } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// Closing a dialog or drawer, by Escape or by its close button, gives focus back to what opened it.

test.describe.configure({ timeout: 120_000 })

/** Opens the dialog with the keyboard from `opener`, closes it both ways, and checks where focus lands. */
async function expectFocusReturns(page: Page, opener: Locator, dialogName: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: dialogName })
  for (const close of ['Escape', 'button'] as const) {
    await opener.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    if (close === 'Escape') await page.keyboard.press('Escape')
    else
      await dialog
        .getByRole('button', { name: /^Close/ })
        .first()
        .click()
    await expect(dialog).toBeHidden()
    await expect(opener, `${String(dialogName)} closed by ${close}`).toBeFocused()
  }
}

test('admin dialogs give focus back to their buttons', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/startups')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Startups' })).toBeVisible()
  await expectFocusReturns(page, page.getByRole('button', { name: 'Add Startup' }), 'Add New Startup')
  await expectFocusReturns(page, page.getByRole('button', { name: 'Import CSV' }), /Import/)
  const edit = page.getByRole('button', { name: /^Edit / }).first()
  await expectFocusReturns(page, edit, 'Edit Startup')

  await page.goto('/admin/internships')
  await expectFocusReturns(page, page.getByRole('button', { name: 'Add Internship' }), 'Add Internship')
  await expectFocusReturns(page, page.getByRole('button', { name: /^Edit / }).first(), /Edit/)
  await expectFocusReturns(page, page.getByRole('button', { name: /^Delete / }).first(), 'Delete internship?')

  await page.goto('/admin/emails')
  await expectFocusReturns(page, page.getByRole('button', { name: 'Add Template' }), 'Add Template')
  await expectAccessible(page)
})

test('the template dialog and the phone menu give focus back', async ({ page }) => {
  await signIn(page)
  await page.goto('/app/emails')
  const customize = page.getByRole('button', { name: /Customize/ }).first()
  await expect(customize).toBeVisible()
  await expectFocusReturns(page, customize, /.+/)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/app/startups')
  await expectFocusReturns(
    page,
    page.getByRole('banner').getByRole('button', { name: 'Open menu' }),
    'App menu',
  )
})
