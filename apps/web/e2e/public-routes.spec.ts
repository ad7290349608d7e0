import { expect, test } from './fixtures.ts'

// What public-site.spec.ts and sign-up.spec.ts do not walk: unknown paths, the signed-out app, the API's home.

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
