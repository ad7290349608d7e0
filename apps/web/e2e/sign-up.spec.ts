import { expect, expectAccessible, test } from './fixtures.ts'

// Getting in: Get Started creates an account, /sign-up is that page, returning visitors find Sign in in the
// top bar, and an empty form names the fields it shows.

test('Get Started opens account creation, and /sign-in still signs in', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click()
  await expect(page).toHaveURL(/\/sign-up$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account')
  await expect(page).toHaveTitle('Create your account · ColdStart')
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expectAccessible(page)

  await page.goto('/sign-in')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account')
  await expect(page.getByText('Continue with your Google account to get started')).toBeVisible()
})

test('/sign-up opens the new-account form; an empty submit names the missing fields', async ({ page }) => {
  await page.goto('/sign-up')
  await expect(page).toHaveURL(/\/sign-up$/)
  await page.getByRole('button', { name: 'Use email instead' }).click()
  await expect(page.getByRole('heading', { name: 'Sign up with email' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeVisible()

  await page.getByRole('button', { name: 'Create account' }).click()
  const alerts = page.getByRole('alert')
  await expect(alerts).toHaveText(['Enter your email address.', 'Choose a password.'])
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Enter your email address.',
  )
  await expect(page.getByText(/phone/i)).toHaveCount(0)
  await expectAccessible(page)

  // switching to sign-in changes the heading with the form
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(['Enter your email address.', 'Enter your password.'])
})

test('the top bar offers Sign in on a desktop and in the phone menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/team')
  const bar = page.getByRole('banner')
  await bar.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account')

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await bar.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await menu.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(menu).toBeHidden()
  await expectAccessible(page)
})
