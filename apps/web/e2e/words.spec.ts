import { signIn, signInAsAdmin } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// Words: counts in the singular where there is one, one spelling, hints that cannot pass for values, and
// read-only fields that do not look editable.

test('the Add Internship form hints with "e.g." instead of greyed values', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/internships')
  await page.getByRole('button', { name: 'Add Internship' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Internship' })
  for (const label of [
    'Title*',
    'Location',
    'Stipend from (₹ / month)',
    'Duration (months)',
    'Apply email',
  ]) {
    await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute('placeholder', /^e\.g\. /)
  }
})

for (const theme of ['light', 'dark'] as const) {
  test(`read-only Name and Email on Profile look read-only (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
    await signIn(page, { name: 'Asha Verma' })
    await page.goto('/app/settings')
    const name = page.getByLabel('Name', { exact: true })
    await expect(name).toHaveValue('Asha Verma')
    await expect(name).not.toBeEditable()
    const style = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((input) => {
        const s = getComputedStyle(input)
        return { background: s.backgroundColor, border: s.borderStyle }
      })
    const readOnly = await style('Name')
    const editable = await style('Education')
    expect(readOnly.background).not.toBe(editable.background)
    expect(readOnly.border).toBe('dashed')
    expect(editable.border).toBe('solid')
    expect(await style('Email')).toEqual(readOnly)
    await expectAccessible(page)
  })
}

test('one spelling on the templates page, and "1 time" in the singular', async ({ page }) => {
  await signIn(page)
  await page.goto('/app/emails')
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: /Customize/ }).first()).toBeVisible()
  // the page's own words never mix "customise" with the Customize button
  await expect(main).not.toContainText(/customis|personaliz/i)
  await expect(main).not.toContainText(/\b1 times\b/)
})
