import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expectFailedRequest } from './auth-console.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// Google sign-in through the local OpenID provider that stands in for Google (playwright.config.ts).

/** Google's account chooser: type the account's email (and profile name) and continue. */
async function chooseGoogleAccount(page: Page, email: string, name: string) {
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Name (optional)').fill(name)
  await page.getByRole('button', { name: 'Continue' }).click()
}

const freshEmail = (name: string) => `${name}.${randomUUID().slice(0, 6)}@gmail.test`

test('signs in with Google, stays signed in across a reload, signs out to the landing', async ({ page }) => {
  await page.goto('/sign-in')
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  await expect(page.getByText('Continue with your Google account to get started')).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await chooseGoogleAccount(page, freshEmail('priya.nair'), 'Priya Nair')

  // a new account starts with the first run, as one made with a password does
  await expect(page).toHaveURL(/\/app\/welcome$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Priya' })).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header.getByText('Priya Nair', { exact: true })).toBeVisible()
  await expect(header.getByText('P', { exact: true })).toBeVisible()

  await page.reload()
  await expect(page).toHaveURL(/\/app\/welcome$/)
  await expect(header.getByText('Priya Nair', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your Ultimate One-Stop Platform to Crack Internships',
  )
  // really signed out: the session is gone on the server too, not only in this page
  await page.goto('/app')
  await expect(page).toHaveURL(/\/sign-in$/)
})

test('returns to the page that asked for sign-in', async ({ page }) => {
  await page.goto('/app/emails')
  await expect(page).toHaveURL(/\/sign-in$/)
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await chooseGoogleAccount(page, freshEmail('kabir.shah'), 'Kabir Shah')
  await expect(page).toHaveURL(/\/app\/emails$/)
})

test('shows "Signing in..." while it starts, and comes back ready when starting fails', async ({
  page,
  consoleErrors,
}) => {
  const warnings: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text())
  })
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // The server refuses to start (held until the busy state has been seen).
  await page.route('**/api/auth/google/authorize', async (route) => {
    await held
    await route.fulfill({ status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'nope' } })
  })
  await page.goto('/sign-in')
  const button = page.getByRole('button', { name: 'Continue with Google' })
  await button.click()
  const busy = page.getByRole('button', { name: 'Signing in...' })
  await expect(busy).toBeDisabled()
  release()
  await expect(button).toBeEnabled()
  expect(warnings.some((w) => w.startsWith('Google sign-in failed'))).toBe(true)
  await expect(page).toHaveURL(/\/sign-in$/)
  expectFailedRequest(consoleErrors, 400)
})
