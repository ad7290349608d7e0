import type { Page } from '@playwright/test'
import type { AdminInternshipListResponse } from '@coldstart/contract'
import { accessToken, signInAsAdmin } from './auth-fixture.ts'
import { afterRefusedSubmit, expect, expectAccessible, test } from './fixtures.ts'

// Admin internships (/admin/internships): search, status filter, add, edit and delete on the real table.

const items = (page: Page) => page.getByRole('list', { name: 'Internships' }).locator(':scope > li')
const item = (page: Page, title: string) =>
  items(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) })

/** Titles this file's tests create; each test deletes its own as it ends, whatever became of it. */
const made: string[] = []

// A test that fails between creating its internship and deleting it must not leave it behind: its retry
// would find two, and the student board's counts (internships.spec.ts) would be one over.
test.afterEach(async ({ page }) => {
  if (made.length === 0) return
  const headers = { authorization: `Bearer ${await accessToken(page)}` }
  for (const title of made.splice(0)) {
    const found = await page.request.get(`/api/admin/internships?q=${encodeURIComponent(title)}`, { headers })
    const { items: left } = (await found.json()) as AdminInternshipListResponse
    for (const { id } of left.filter((i) => i.title === title))
      expect((await page.request.delete(`/api/admin/internships/${id}`, { headers })).ok()).toBe(true)
  }
})

test('an admin adds, edits and deletes an internship', async ({ page }) => {
  test.slow()
  const title = `Data Analyst Intern ${Date.now().toString(36)}`
  await signInAsAdmin(page)
  made.push(title)
  await page.goto('/admin/internships')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Internships' })).toBeVisible()
  await expect(items(page)).toHaveCount(20)

  await page.getByRole('button', { name: 'Add Internship' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Internship' })
  await dialog.getByLabel('Title*').fill(title)
  await dialog.getByLabel('Stipend from (₹ / month)').fill('30000')
  await dialog.getByLabel('Stipend up to (₹ / month)').fill('20000')
  await dialog.getByRole('button', { name: 'Create Internship' }).click()
  await expect(dialog.getByText('Pick a startup or type the company name')).toBeVisible()
  await expect(dialog.getByText('Give an apply link or an apply email')).toBeVisible()
  await afterRefusedSubmit(page)

  const company = dialog.getByRole('combobox', { name: 'Startup or company*' })
  await company.fill('ledger')
  await page.getByRole('option', { name: 'Ledgerline' }).click()
  await expect(dialog.getByText('(startup in the directory)')).toBeVisible()
  await dialog.getByLabel('Location').fill('Bengaluru')
  await dialog.getByRole('switch', { name: 'Remote' }).click()
  await dialog.getByLabel('Duration (months)').fill('6')
  await dialog.getByLabel('Apply by').fill('2026-12-20')
  await dialog.getByLabel('Apply email').fill('jobs@ledgerline.example.com')
  await dialog.getByRole('button', { name: 'Create Internship' }).click()
  await expect(dialog.getByText('Maximum stipend must be at least the minimum')).toBeVisible()
  // the invalid field has the focus, as a keyboard user finds it
  await expect(dialog.getByLabel('Stipend up to (₹ / month)')).toBeFocused()
  await afterRefusedSubmit(page)
  await dialog.getByLabel('Stipend from (₹ / month)').fill('20,000')
  await dialog.getByLabel('Stipend up to (₹ / month)').fill('30000')
  await expectAccessible(page)
  // what is saved is what the fields show
  await expect(dialog.getByLabel('Stipend from (₹ / month)')).toHaveValue('20,000')
  await expect(dialog.getByLabel('Stipend up to (₹ / month)')).toHaveValue('30000')
  await dialog.getByRole('button', { name: 'Create Internship' }).click()
  await expect(dialog).toBeHidden()

  const created = item(page, title)
  await expect(created).toContainText('Ledgerline')
  await expect(created).toContainText('Bengaluru · Remote')
  await expect(created).toContainText('₹20,000 – ₹30,000 / month')
  await expect(created).toContainText('6 months')
  await expect(created).toContainText('Apply by 20 Dec 2026')
  await expect(created.getByRole('link', { name: 'jobs@ledgerline.example.com' })).toHaveAttribute(
    'href',
    'mailto:jobs@ledgerline.example.com',
  )

  await created.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Internship' })
  await edit.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' })
  await edit.getByLabel('Apply link').fill('javascript:alert(1)')
  await edit.getByRole('button', { name: 'Update Internship' }).click()
  await expect(edit.getByText('Apply link must start with http:// or https://')).toBeVisible()
  await afterRefusedSubmit(page)
  await edit.getByLabel('Apply link').fill('https://ledgerline.example.com/apply')
  await edit.getByRole('button', { name: 'Update Internship' }).click()
  await expect(edit).toBeHidden()
  await expect(created).toContainText('Closed')
  await expect(created.getByRole('link', { name: 'Apply link' })).toHaveAttribute(
    'href',
    'https://ledgerline.example.com/apply',
  )

  // search and the status filter
  await page.getByRole('searchbox', { name: 'Search internships' }).fill('data analyst')
  await expect(items(page)).toHaveCount(1)
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'Active' })
  await expect(page.getByText('No internships found')).toBeVisible()
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'Closed' })
  await expect(items(page)).toHaveCount(1)

  await created.getByRole('button', { name: `Delete ${title}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete internship?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('No internships found')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search internships' }).fill('')
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'All statuses' })
  await expect(items(page)).toHaveCount(20)
  await expectAccessible(page)
})

test('saving an Active internship whose deadline has passed asks first: Cancel goes back, Confirm saves', async ({
  page,
}) => {
  test.slow()
  const title = `Expired Intern ${Date.now().toString(36)}`
  // the product's day is India's: yesterday there has passed wherever the browser runs
  const yesterday = new Date(Date.now() - 86_400_000)
  const deadline = yesterday.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
  const shown = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${deadline}T00:00:00Z`),
  )
  await signInAsAdmin(page)
  made.push(title)
  await page.goto('/admin/internships')
  await page.getByRole('button', { name: 'Add Internship' }).click()
  const form = page.getByRole('dialog', { name: 'Add Internship' })
  await form.getByLabel('Title*').fill(title)
  await form.getByRole('combobox', { name: 'Startup or company*' }).fill('ledger')
  await page.getByRole('option', { name: 'Ledgerline' }).click()
  await form.getByLabel('Apply by').fill(deadline)
  await form.getByLabel('Apply email').fill('jobs@ledgerline.example.com')
  await form.getByRole('button', { name: 'Create Internship' }).click()

  const warning = page.getByRole('alertdialog', { name: 'The deadline has passed' })
  await expect(warning).toContainText(`This internship’s deadline, ${shown}, is already over in India`)
  await expectAccessible(page)
  await warning.getByRole('button', { name: 'Cancel' }).click()
  await expect(warning).toBeHidden()
  await expect(form).toBeVisible()
  await expect(form.getByRole('button', { name: 'Create Internship' })).toBeFocused()
  await expect(item(page, title)).toHaveCount(0)

  await form.getByRole('button', { name: 'Create Internship' }).click()
  await warning.getByRole('button', { name: 'Confirm' }).click()
  await expect(form).toBeHidden()
  const created = item(page, title)
  await expect(created).toContainText('Active')
  await expect(created).toContainText(`Apply by ${shown}`)

  // saved as Closed, nothing is asked
  await created.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Internship' })
  await edit.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' })
  await edit.getByRole('button', { name: 'Update Internship' }).click()
  await expect(edit).toBeHidden()
  await expect(created).toContainText('Closed')

  await created.getByRole('button', { name: `Delete ${title}` }).click()
  await page
    .getByRole('dialog', { name: 'Delete internship?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(created).toHaveCount(0)
})
