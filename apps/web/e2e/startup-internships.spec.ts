import type { Page } from '@playwright/test'
import type { StartupListResponse } from '@coldstart/contract'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// "Hiring" leads somewhere: a startup's page lists its open internships, each opening the posting, and each
// posting on the board links back to its startup. Ledgerline (demo data) posts a Backend Engineering Intern.

test.setTimeout(90_000)

async function startupIdOf(page: Page, name: string) {
  const res = await page.request.get(`/api/startups?q=${encodeURIComponent(name)}`)
  const body = (await res.json()) as StartupListResponse
  return body.items.find((s) => s.name === name)!.id
}

test("a startup's page lists its open internships, and each opens the posting", async ({ page }) => {
  await signIn(page)
  await page.goto(`/app/startups/${await startupIdOf(page, 'Ledgerline')}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Ledgerline' })).toBeVisible()
  const openings = page.getByRole('region', { name: /^Open internships/ })
  await expect(openings.getByRole('heading', { level: 2 })).toHaveText('Open internships(1)')
  await expect(openings).toContainText('₹35,000 – ₹40,000 / month')
  await expect(openings).toContainText(/Apply by/)
  await expectAccessible(page)

  await openings.getByRole('link', { name: 'Backend Engineering Intern' }).click()
  await expect(page).toHaveURL(/\/app\/internships\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Backend Engineering Intern' })).toBeVisible()

  // and the posting leads back to the people: the startup's team, one click away, at any width
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await expect(page.getByRole('link', { name: 'Write to the team at Ledgerline' })).toBeVisible()
    await expectAccessible(page)
  }
  await page.getByRole('link', { name: 'Write to the team at Ledgerline' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ledgerline' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /Team members/ })).toBeVisible()
})

test('Hiring without a posting points to the team; neither shows no section', async ({ page }) => {
  await signIn(page)
  // Suryakosh is marked Hiring and posts nothing on the board
  await page.goto(`/app/startups/${await startupIdOf(page, 'Suryakosh')}`)
  await expect(page.getByRole('region', { name: /^Open internships/ })).toContainText(
    'No internship is posted here yet, but they are hiring: write to the team below.',
  )
  // Mandiline is not hiring and its only posting is closed
  await page.goto(`/app/startups/${await startupIdOf(page, 'Mandiline')}`)
  await expect(page.getByRole('heading', { level: 2, name: /Team members/ })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Open internships/ })).toHaveCount(0)
})

test('a posting on the board links to its startup', async ({ page }) => {
  await signIn(page)
  await page.goto('/app/internships')
  const card = page
    .getByRole('list', { name: 'Internship results' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name: 'Backend Engineering Intern', exact: true }) })
  await card.getByRole('link', { name: 'Ledgerline' }).click()
  await expect(page).toHaveURL(/\/app\/startups\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ledgerline' })).toBeVisible()
})
