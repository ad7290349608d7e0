import type { Page } from '@playwright/test'
import { signInAsAdmin } from './auth-fixture.ts'
import { afterRefusedSubmit, expect, expectAccessible, test } from './fixtures.ts'

const PUBLISH_BLOCKED =
  'Fix the problems below to make this template active, or set Status to Draft to save it as it is.'

// Manage Emails: list, search, the template editor (create, edit, the checker's problems at their lines),
// archive and restore.

const cards = (page: Page) => page.getByRole('list', { name: 'Templates' }).locator(':scope > li')
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search templates' })

async function openManageEmails(page: Page) {
  await signInAsAdmin(page)
  await page.goto('/admin/emails')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Emails' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Email Templates' })).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
}

test('cards show status, usage, success rate and date; search narrows them', async ({ page }) => {
  await openManageEmails(page)
  await expect(search(page)).toHaveAttribute('placeholder', 'Search templates or contacts...')
  const first = card(page, 'Short internship ask')
  await expect(first).toContainText('Active')
  await expect(first).toContainText('Usage Count')
  await expect(first).toContainText(/\d times/)
  // the measured reply rate (the e2e server's 25 replies of 140 mailbox sends); none made up below 20 sends
  await expect(first).toContainText('Success Rate17.86%')
  await expect(first).toContainText('Last Updated')
  await expect(card(page, 'Follow-up with new work')).toContainText('Success Rate-')

  await search(page).fill('FOLLOW-UP')
  await expect(card(page, 'Short internship ask')).toHaveCount(0)
  for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/follow-up/i)
  await search(page).fill('zzz no template like this')
  await expect(page.getByText('No templates found')).toBeVisible()
  await expectAccessible(page)
})

test('an admin creates a template with the editor, edits it, archives it and restores it', async ({
  page,
}) => {
  test.slow()
  const title = `Alumni intro ${Date.now().toString(36)}`
  await openManageEmails(page)

  await page.getByRole('button', { name: 'Add Template' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Template' })
  await dialog.getByRole('button', { name: 'Create Template' }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  await afterRefusedSubmit(page)

  await dialog.getByLabel('Title*').fill(title)
  await dialog.getByLabel('Description').fill('For alumni who now work at the startup')
  // which no-reply follow-up it is for: asked of a follow-up template only
  const noReplyUse = dialog.getByRole('combobox', { name: 'Use when there is no reply' })
  await expect(noReplyUse).toBeHidden()
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Follow-up' })
  await expect(noReplyUse.getByRole('option')).toHaveText([
    'As any follow-up',
    'As the first follow-up',
    'As the last follow-up',
    'Never: not a nudge',
  ])
  await noReplyUse.selectOption({ label: 'As the last follow-up' })
  const content = dialog.getByLabel('Content*')
  await content.fill('Subject: Hello from a fellow alum\n\nHi ')
  await dialog.getByRole('button', { name: /\{\{first_name\}\}/ }).click()
  await content.press('End')
  await content.pressSequentially(
    ', I saw {{company}} is hiring for {{role}}.{{#company}} Keen on {{company}}.{{/company}}{{^company}} No company.{{/company}} {{mystery}}',
  )
  // the preview fills the variables from a real startup of the directory and marks what stays unfilled
  const preview = dialog.getByTestId('template-preview')
  await expect(preview).toContainText('Subject: Hello from a fellow alum')
  await expect(preview).toContainText('Hi Priya, I saw')
  await expect(preview).not.toContainText('{{company}}')
  // sections resolve in the preview as for a student: the kept one filled, the other gone, no tags
  await expect(preview).toContainText('. Keen on ')
  await expect(preview).not.toContainText('No company.')
  await expect(preview).not.toContainText('{{#')
  await expect(preview.locator('mark')).toHaveText('{{mystery}}')
  await expect(dialog.getByText(/Not filled: \{\{mystery\}\}/)).toBeVisible()
  // the checker names the unknown variable at its line, marks it in the text, and blocks publishing
  const problems = dialog.getByRole('list', { name: 'Template problems' })
  await expect(problems.getByRole('listitem')).toHaveText([
    /^Line 3\s*Unknown variable “mystery”: pick one from the list below the editor\.$/,
  ])
  await expect(content.locator('xpath=..').locator('mark[data-highlight="danger"]')).toHaveText('{{mystery}}')
  await expect(content).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Create Template' }).click()
  await expect(dialog.getByText(PUBLISH_BLOCKED)).toBeVisible()
  await expect(dialog).toBeVisible()
  // "Line 3" selects the token in the editor: one key removes it, and the problems are gone
  await problems.getByRole('button', { name: 'Line 3, go to it' }).click()
  await expect(content).toBeFocused()
  await content.press('Delete')
  await expect(problems).toBeHidden()
  await expect(content).toHaveAttribute('aria-invalid', 'false')
  await dialog.getByRole('button', { name: 'Create Template' }).click()
  await expect(dialog).toBeHidden()

  const created = card(page, title)
  await expect(cards(page).first()).toContainText(title)
  await expect(created).toContainText('0 times')
  await expect(created).toContainText('Follow-up')

  await created.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Template' })
  // the editor keeps the sections as written: that is where they are authored
  await expect(edit.getByLabel('Content*')).toHaveValue(
    /\{\{#company\}\} Keen on \{\{company\}\}\.\{\{\/company\}\}\{\{\^company\}\} No company\.\{\{\/company\}\}$/,
  )
  await expect(edit.getByRole('combobox', { name: 'Use when there is no reply' })).toHaveValue('last')
  await edit.getByLabel('Title*').fill(`${title} v2`)
  await edit.getByRole('button', { name: 'Save Template' }).click()
  await expect(edit).toBeHidden()
  const edited = card(page, `${title} v2`)
  await expect(edited).toBeVisible()

  await edited.getByRole('button', { name: `Archive ${title} v2` }).click()
  await expect(edited).toContainText('Archived')
  await edited.getByRole('button', { name: `Restore ${title} v2` }).click()
  await expect(edited).toContainText('Active')
  // restoring keeps what the template is for
  await edited.getByRole('button', { name: `Edit ${title} v2` }).click()
  const reopened = page.getByRole('dialog', { name: 'Edit Template' })
  await expect(reopened.getByRole('combobox', { name: 'Use when there is no reply' })).toHaveValue('last')
  await reopened.press('Escape')
  await expect(reopened).toBeHidden()

  // the change shows in the log, with who did it
  await page.goto('/admin/activity')
  await expect(page.getByRole('list', { name: 'Activity log' }).getByRole('listitem').first()).toContainText(
    `Admin Person edited template ${title} v2`,
  )
})
