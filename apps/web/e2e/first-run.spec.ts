import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { signIn } from './auth-fixture.ts'
import { openStartup, team } from './composer-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// The first run after sign-up: studies, skills, domains and an optional resume, each skippable, ending on the
// directory sorted by best match; and the places that say what the profile still lacks, one click from
// filling it.

async function signUp(page: Page, name: string) {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Use email instead' }).click()
  await page.getByRole('button', { name: 'Create an account' }).click()
  await page.getByRole('textbox', { name: 'Full name' }).fill(name)
  await page.getByRole('textbox', { name: 'Email' }).fill(`first.run.${randomUUID().slice(0, 8)}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase')
  await page.getByRole('button', { name: 'Create account' }).click()
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' })

for (const width of [390, 1280]) {
  test(`at ${width}px: a new account answers four short questions and lands on its best matches`, async ({
    page,
  }) => {
    // four steps with three axe runs, then the directory: near 60 s on a busy 2-core machine
    test.slow()
    await page.setViewportSize({ width, height: 844 })
    await signUp(page, 'Meera Iyer')
    await expect(page).toHaveURL(/\/app\/welcome$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Meera' })).toBeVisible()
    await expect(page.getByText('Step 1 of 4')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What do you study?' })).toBeVisible()
    await expectAccessible(page)
    await page.getByLabel('Education').fill('B.Tech Computer Science, IIT Bombay, 2027')
    await next(page).click()

    await expect(page.getByRole('heading', { name: 'What are you good at?' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Add a skill' }).fill('Machine Learning, pandas')
    await page.getByRole('textbox', { name: 'Add a skill' }).press('Enter')
    await expect(page.getByRole('list', { name: 'Your skills' }).getByRole('listitem')).toHaveText([
      'Machine Learning',
      'pandas',
    ])
    await next(page).click()

    await expect(page.getByRole('heading', { name: 'What do you want to work on?' })).toBeVisible()
    await page.getByRole('button', { name: 'Product' }).click()
    await expect(page.getByRole('button', { name: 'Product' })).toHaveAttribute('aria-pressed', 'true')
    await expectAccessible(page)
    // back keeps what was answered
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('list', { name: 'Your skills' }).getByRole('listitem')).toHaveCount(2)
    await next(page).click()
    await next(page).click()

    await expect(page.getByRole('heading', { name: 'Add your resume (optional)' })).toBeVisible()
    await expect(page.getByLabel('Resume file')).toBeAttached()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Show my best matches' }).click()

    await expect(page).toHaveURL(/\/app\/startups\?sort=best-match$/)
    const sortBy = page.getByRole('combobox', { name: 'Sort by' })
    await expect(sortBy.locator('option:checked')).toHaveText('Best match')
    const first = page.getByRole('list', { name: 'Startup results' }).getByRole('listitem').first()
    await expect(first).toContainText(/Matches/)
    await expect(page.getByText('Add skills and preferences in your')).toHaveCount(0)

    await page.goto('/app/settings')
    await expect(page.getByLabel('Education')).toHaveValue('B.Tech Computer Science, IIT Bombay, 2027')
    await expect(page.getByRole('list', { name: 'Your skills' }).getByRole('listitem')).toHaveText([
      'Machine Learning',
      'pandas',
    ])
  })
}

test('the first run can be skipped at once, saving nothing', async ({ page }) => {
  await signUp(page, 'Ravi Kumar')
  await expect(page).toHaveURL(/\/app\/welcome$/)
  await page.getByRole('button', { name: 'Skip for now' }).click()
  await expect(page).toHaveURL(/\/app\/startups$/)
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText('Latest')
  // a later visit goes where it was going, not to the first run again
  await page.goto('/sign-in')
  await expect(page).toHaveURL(/\/app$/)
})

test('best match and the composer say what the profile lacks, one click from the question', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/app/startups')
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Best match' })
  await page.getByRole('link', { name: 'Add them now' }).click()
  await expect(page).toHaveURL(/\/app\/welcome\?step=skills$/)
  await expect(page.getByRole('heading', { name: 'What are you good at?' })).toBeVisible()
  await expect(page.getByText('Step 2 of 4')).toBeVisible()

  const detail = await openStartup(page)
  await team(page)
    .getByRole('button', { name: `Email ${detail.employees[0]!.name}` })
    .click()
  const dialog = page.getByRole('dialog', { name: `Email ${detail.employees[0]!.name}` })
  await expect(
    dialog.getByText(
      'Your emails leave out your studies, your skills, the role you want and a project of yours',
    ),
  ).toBeVisible()
  // the picker reads each template with the student's facts and the company; the rest are chips
  const option = dialog.getByRole('button', { name: /^Short internship ask/ })
  await expect(option).toContainText('Subject: Internship at Redline Desk?')
  await expect(option).toContainText(
    "Hi [Their first name], I'm Asha Verma. I've been following the work Redline Desk",
  )
  await expectAccessible(page)
  await dialog.getByRole('link', { name: 'Fill in your profile' }).click()
  await expect(page).toHaveURL(/\/app\/welcome\?step=studies$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
