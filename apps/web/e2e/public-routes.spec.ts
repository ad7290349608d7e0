import { expect, expectAccessible, test } from './fixtures.ts'

test('landing page shows the pitch and leads to account creation', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your Ultimate One-Stop Platform to Crack Internships',
  )
  await expect(page.getByText('AI • Internships • Growth')).toBeVisible()
  await expect(page.getByText(/Join \d+\+ students using ColdStart/)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click()
  await expect(page).toHaveURL(/\/sign-up$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account')
  await expectAccessible(page)
})

test('the public top bar reaches every public page', async ({ page }) => {
  await page.goto('/')
  const topBar = page.getByRole('banner')
  for (const [link, path, heading] of [
    ['How To Use', '/how-to-use', /how to use/i],
    ['Team', '/team', /team|who are we/i],
    ['Donate', '/donate', /donate|support/i],
  ] as const) {
    await topBar.getByRole('link', { name: link }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expectAccessible(page)
  }
  await expect(topBar.getByText(/Join \d+\+ users/)).toBeVisible()
})

test('redirects: unknown paths and the signed-out app', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  for (const guarded of ['/app', '/app/startups', '/dashboard/emails']) {
    await page.goto(guarded)
    await expect(page).toHaveURL(/\/sign-in$/)
  }
})

test('the API answers under /api and the demo directory is there', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  const startups = await request.get('/api/startups?limit=5')
  expect(startups.status()).toBe(200)
  const body = await startups.json()
  expect(body.total).toBeGreaterThanOrEqual(60)
  expect(body.items).toHaveLength(5)
})
