import { signInAsAdmin } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// Add Startup: no logo needed (the initials show), and the company's LinkedIn and Twitter are stored, shown
// on its page as links and back in the dialog for editing.

test.describe.configure({ timeout: 120_000 })

test('a startup saved without a logo keeps its LinkedIn and Twitter, shown on its page', async ({ page }) => {
  const name = `Ledgerkite ${Date.now().toString(36)}`
  await signInAsAdmin(page)
  await page.goto('/admin/startups')
  await page.getByRole('button', { name: 'Add Startup' }).click()
  const form = page.getByRole('dialog')
  await expect(form.getByLabel('Logo URL')).toHaveAccessibleDescription(
    "Optional: without a logo, the startup's initials show.",
  )
  await expect(form.getByText('not stored yet')).toHaveCount(0)
  await form.getByLabel('Startup Name*').fill(name)
  await form.getByLabel('Company LinkedIn').fill('https://www.linkedin.com/company/ledgerkite')
  await form.getByLabel('Twitter', { exact: true }).fill('@ledgerkite')
  await form.getByRole('button', { name: 'Create Startup' }).click()
  await expect(form.getByRole('alert')).toHaveText(/^Twitter: /)
  await form.getByLabel('Twitter', { exact: true }).fill('https://x.com/ledgerkite')
  await form.getByRole('button', { name: 'Create Startup' }).click()
  await expect(form).toBeHidden()

  // back in the dialog for editing
  await page.getByRole('searchbox', { name: 'Search startups' }).fill(name)
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  await expect(form.getByLabel('Company LinkedIn')).toHaveValue('https://www.linkedin.com/company/ledgerkite')
  await expect(form.getByLabel('Twitter', { exact: true })).toHaveValue('https://x.com/ledgerkite')
  await page.keyboard.press('Escape')

  // the student's page for it
  await page.goto('/app/startups')
  await page.getByRole('searchbox', { name: 'Search startups' }).fill(name)
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('link', { name: `${name} on LinkedIn (opens in a new tab)` })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/company/ledgerkite',
  )
  await expect(
    page.getByRole('link', { name: `${name} on X (Twitter) (opens in a new tab)` }),
  ).toHaveAttribute('href', 'https://x.com/ledgerkite')
  await expect(page.getByTestId('logo-placeholder')).toBeVisible()
  await expectAccessible(page)
})
