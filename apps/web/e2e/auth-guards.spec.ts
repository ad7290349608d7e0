import { signIn, signInAsAdmin } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// The client's route guards (signed-in, admin) and their timeouts, on real sessions.

test('signed-out visitors of /app, /dashboard and /admin go to /sign-in', async ({ page }) => {
  for (const path of [
    '/app',
    '/app/settings',
    '/dashboard',
    '/dashboard/emails',
    '/admin',
    '/admin/startups',
  ]) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/sign-in$/)
  }
})

test('a signed-in visitor of / goes to /app', async ({ page }) => {
  await signIn(page)
  await page.goto('/')
  await expect(page).toHaveURL(/\/app$/)
  await page.goto('/sign-in')
  await expect(page).toHaveURL(/\/app$/)
})

test('/admin checks authentication, then admin access, and sends a student to /app', async ({ page }) => {
  await signIn(page)
  const hold = (pattern: string) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    void page.route(pattern, async (route) => {
      await held
      await route.continue()
    })
    return release
  }
  const releaseSession = hold('**/api/auth/refresh')
  const releaseAdminCheck = hold('**/api/auth/admin')
  await page.goto('/admin')
  await expect(page.getByText('Checking authentication...')).toBeVisible()
  releaseSession()
  await expect(page.getByText('Verifying admin access...')).toBeVisible()
  releaseAdminCheck()
  await expect(page).toHaveURL(/\/app$/)
  // never silent: it says why, and how an admin gets in
  await expect(page.getByText('The admin area is for admins only')).toBeVisible()
  await expect(page.getByText(/signing in with Google using an address on the admin list/)).toBeVisible()
  await expectAccessible(page)
})

test('an admin reaches /admin; an admin check that never answers gives up after 5 s as not admin', async ({
  page,
}) => {
  const admin = await signInAsAdmin(page)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()
  await expect(page.getByText(admin.email).first()).toBeVisible()

  await page.route('**/api/auth/admin', () => {
    // never answered
  })
  await page.reload()
  await expect(page.getByText('Verifying admin access...')).toBeVisible()
  await expect(page).toHaveURL(/\/app$/, { timeout: 8_000 })
})
