import { randomUUID } from 'node:crypto'
import { AUTH_MESSAGES } from '@coldstart/contract'
import type { Page } from '@playwright/test'
import { expectFailedRequest } from './auth-console.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// Email + password accounts: behind "Use email instead" when Google is configured (as on the test server),
// shown at once when it is not.

const password = 'a long enough passphrase'

async function openEmailForm(page: Page) {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Use email instead' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in with email' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
}

test('creates an account, stays signed in across a reload, signs out, signs back in', async ({ page }) => {
  const email = `meera.iyer.${randomUUID().slice(0, 6)}@example.com`
  await openEmailForm(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Create an account' }).click()
  await page.getByRole('textbox', { name: 'Full name' }).fill('Meera Iyer')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()

  // a new account starts with the first run
  await expect(page).toHaveURL(/\/app\/welcome$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Meera' })).toBeVisible()
  await expect(page.getByRole('banner').getByText('Meera Iyer', { exact: true })).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL(/\/app\/welcome$/)
  await expect(page.getByRole('banner').getByText('Meera Iyer', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)

  await openEmailForm(page)
  await page.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase())
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/app$/)
})

test('says what is missing or too weak before asking the server', async ({ page }) => {
  await openEmailForm(page)
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Enter your password.')

  await page.getByRole('button', { name: 'Create an account' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com')
  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('alert')).toHaveText(/^Password is too weak/)
  await expect(page).toHaveURL(/\/sign-in$/)
})

test('marks the field at fault, describes it by its message and moves focus to it', async ({ page }) => {
  await openEmailForm(page)
  await page.getByRole('button', { name: 'Create an account' }).click()
  const email = page.getByRole('textbox', { name: 'Email' })
  const password = page.getByLabel('Password', { exact: true })
  await email.fill('not-an-email')
  await password.fill('a long enough passphrase')
  await page.getByRole('button', { name: 'Create account' }).click()
  // the contract's rule, the route's own words, before anything is sent
  await expect(page.getByRole('alert')).toHaveText('Enter a valid email address')
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Enter a valid email address')
  await expect(password).not.toHaveAttribute('aria-invalid')
  await expectAccessible(page)
})

test("puts the server's refusal on the field it names: an email that already has an account", async ({
  page,
  consoleErrors,
}) => {
  const address = `kavya.nair.${randomUUID().slice(0, 6)}@example.com`
  const email = page.getByRole('textbox', { name: 'Email' })
  const passwordField = page.getByLabel('Password', { exact: true })
  for (const attempt of ['first', 'again']) {
    await openEmailForm(page)
    await page.getByRole('button', { name: 'Create an account' }).click()
    await email.fill(address)
    await passwordField.fill(password)
    await page.getByRole('button', { name: 'Create account' }).click()
    if (attempt === 'again') break
    await expect(page).toHaveURL(/\/app\/welcome$/)
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
  }
  // passes every check here; the server answers 409 naming the email
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.emailTaken)
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(AUTH_MESSAGES.emailTaken)
  await expect(passwordField).not.toHaveAttribute('aria-invalid')
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled()
  expectFailedRequest(consoleErrors, 409)
  await expectAccessible(page)
})

test('shows the email form at once where Google is not configured', async ({ page }) => {
  await page.route('**/api/auth/providers', (route) =>
    route.fulfill({ json: { google: false, password: true } }),
  )
  // Opened from another page, the sign-in page asks the server for its methods (opened directly, it arrives
  // rendered for them: e2e/prerendered-pages.spec.ts).
  await page.goto('/team')
  // React has the page (the live figure comes after it), so the link navigates inside the app
  await expect(page.getByRole('banner').getByText(/^Join \d+\+ users$/)).toBeAttached()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
  await expectAccessible(page)
})

test('asks for a reset link without saying whether the account exists', async ({ page }) => {
  await openEmailForm(page)
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that email, a link to reset the password is on its way.',
  )
  await expectAccessible(page)
})

test('a reset link that is not valid says so', async ({ page, consoleErrors }) => {
  await page.goto(`/reset-password#token=${'x'.repeat(43)}`)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired. Ask for a new one.',
  )
  // the token does not stay in the address bar
  expect(new URL(page.url()).hash).toBe('')
  await expectAccessible(page)
  expectFailedRequest(consoleErrors, 400)
})

test('the sign-in page passes axe in the dark theme too, with a message shown', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'))
  await openEmailForm(page)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(['Enter your email address.', 'Enter your password.'])
  await expectAccessible(page)
})
