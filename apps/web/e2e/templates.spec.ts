import type { Page } from '@playwright/test'
import { templateForDisplay } from '@coldstart/contract'
import type { EmailTemplate, TemplateListResponse } from '@coldstart/contract'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, expectRadioNames, test } from './fixtures.ts'

// The Email Templates page: category filter, search, Refresh and refetch on focus, cards with a
// 320-character preview, Copy, and the customize dialog whose "copy email" counts a use.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const cards = (page: Page) => page.getByRole('list', { name: 'Templates' }).getByRole('article')
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title }) })
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

/** The templates as the API lists them, read with the page's own session. */
async function templatesApi(page: Page): Promise<EmailTemplate[]> {
  const session = await page.request.post('/api/auth/refresh', {
    headers: { 'sec-fetch-site': 'same-origin' },
  })
  const { access_token } = (await session.json()) as { access_token: string }
  const res = await page.request.get('/api/templates', {
    headers: { authorization: `Bearer ${access_token}` },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as TemplateListResponse).items
}

async function openTemplates(page: Page) {
  await signIn(page)
  await page.goto('/app/emails')
  await expect(cards(page).first()).toBeVisible()
}

test('filters by category, searches, previews and copies', async ({ page }) => {
  await openTemplates(page)
  const all = await templatesApi(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible()
  await expect(cards(page)).toHaveCount(all.length)
  // newest first, as the API sends them
  await expect(cards(page).getByRole('heading')).toHaveText(all.map((t) => t.title))

  const category = page.getByRole('radiogroup', { name: 'Category' })
  await expectRadioNames(category, ['All', 'Internship', 'Follow-up'])
  await category.getByRole('radio', { name: 'Follow-up' }).click()
  const followUps = all.filter((t) => t.category === 'follow-up')
  await expect(cards(page)).toHaveCount(followUps.length)
  await expect(cards(page).getByText('Follow-up', { exact: true })).toHaveCount(followUps.length)

  const search = page.getByRole('searchbox', { name: 'Search templates' })
  await expect(search).toHaveAttribute('placeholder', 'Search templates...')
  await search.fill('INTERVIEW')
  await expect(cards(page).getByRole('heading')).toHaveText(['Thank-you after an interview'])
  await category.getByRole('radio', { name: 'Internship' }).click()
  await expect(page.getByRole('heading', { name: 'No templates found' })).toBeVisible()
  await category.getByRole('radio', { name: 'All' }).click()
  await search.fill('')
  await expect(cards(page)).toHaveCount(all.length)
  // the keyboard: arrow keys move the choice, as in any radio group
  await category.getByRole('radio', { name: 'All' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(category.getByRole('radio', { name: 'Internship' })).toBeChecked()
  await page.keyboard.press('ArrowLeft')
  await expect(category.getByRole('radio', { name: 'All' })).toBeChecked()
  await expect(cards(page)).toHaveCount(all.length)

  // a 320-character preview, never the whole of a long template
  const short = all.find((t) => t.title === 'Short internship ask')!
  const preview = card(page, short.title).locator('p.font-mono')
  const text = (await preview.textContent())!
  expect(text.length).toBeLessThanOrEqual(320)
  expect(text.endsWith('…')).toBe(true)
  // shown as if every fact were present: no section tag, the variables left to fill
  const shortText = templateForDisplay(short.templateContent)
  expect(text).not.toMatch(/\{\{\s*[#^/]/)
  expect(shortText.replace(/\s+/g, ' ').startsWith(text.slice(0, -1).trimEnd())).toBe(true)
  expect(text).toContain("I'm {{sender_name}}, {{studies}}. I've been following the work {{company}} does on")

  await card(page, short.title)
    .getByRole('button', { name: `Copy ${short.title}` })
    .click()
  await expect(page.getByText('Template copied')).toBeVisible()
  expect(await clipboard(page)).toBe(shortText)
  await expectAccessible(page)
})

test('customize: the whole text, editable; "copy email" copies it and counts a use', async ({ page }) => {
  await openTemplates(page)
  const before = (await templatesApi(page)).find((t) => t.title === 'Gentle follow-up after a week')!
  const target = card(page, before.title)
  await expect(target).toContainText(`Used ${before.usageCount.toLocaleString('en-US')} times`)
  await target.getByRole('button', { name: `Customize ${before.title}` }).click()

  const dialog = page.getByRole('dialog', { name: before.title })
  const text = dialog.getByRole('textbox', { name: 'Email text' })
  const shown = templateForDisplay(before.templateContent)
  await expect(text).toHaveValue(shown)
  await expect(text).toHaveValue(/I'm still very keen on an internship in \{\{role\}\} at \{\{company\}\}/)
  await expect(text).not.toHaveValue(/\{\{\s*[#^/]/)
  // the placeholders are highlighted and named
  await expect(dialog.locator('mark[data-highlight]').first()).toHaveText('{{company}}')
  await expect(dialog).toContainText(
    'Placeholders left: {{company}}, {{recipient_first_name}}, {{role}}, {{company_focus}}, {{portfolio}}, {{sender_name}}',
  )
  await expectAccessible(page)

  const edited = shown.replaceAll('{{role}}', 'Growth')
  await text.fill(edited)
  await expect(dialog).not.toContainText('{{role}}')
  await dialog.getByRole('button', { name: 'copy email' }).click()
  expect(await clipboard(page)).toBe(edited)
  await page.keyboard.press('Escape')
  await expect(target).toContainText(`Used ${(before.usageCount + 1).toLocaleString('en-US')} times`)
  expect((await templatesApi(page)).find((t) => t.id === before.id)!.usageCount).toBe(before.usageCount + 1)

  // Copy on the card itself does not count (only the customize dialog's copy does)
  await target.getByRole('button', { name: `Copy ${before.title}` }).click()
  await target.getByRole('button', { name: `Customize ${before.title}` }).click()
  await dialog.getByRole('link', { name: 'find startups' }).click()
  await expect(page).toHaveURL(/\/app\/startups$/)
  expect((await templatesApi(page)).find((t) => t.id === before.id)!.usageCount).toBe(before.usageCount + 1)
})

test('Refresh and window focus read the list again; a failed read shows "No templates found"', async ({
  page,
  consoleErrors,
}) => {
  await openTemplates(page)
  let reads = 0
  let fail = false
  await page.route('**/api/templates', async (route) => {
    reads++
    if (fail) await route.fulfill({ status: 500, json: { statusCode: 500, error: 'x', message: 'Boom' } })
    else await route.continue()
  })
  // the read Refresh starts has finished before the student leaves and comes back (a read still in flight
  // would be reused rather than started again)
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/templates')),
    page.getByRole('button', { name: 'Refresh' }).click(),
  ])
  await expect.poll(() => reads).toBe(1)
  // what the browser sends when the student comes back to the tab
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
  await expect.poll(() => reads).toBe(2)

  fail = true
  await page.reload()
  await expect(page.getByRole('heading', { name: 'No templates found' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('The templates could not be loaded just now. Try Refresh.')).toBeVisible()
  // the browser logs the 500s the test itself caused
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((m) => !m.includes('status of 500')))
})
