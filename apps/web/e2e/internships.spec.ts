import type { Page } from '@playwright/test'
import { daysBetween, plural, productDate, type InternshipListResponse } from '@coldstart/contract'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// The Internships board (/app/internships): filters kept in the URL, search, sort, paging, the empty state;
// the detail page with its facts and the ways to apply; a posting that is gone.

// each test signs up, loads the board and walks several steps: more than the default on a busy machine
test.setTimeout(120_000)

const results = (page: Page) => page.getByRole('list', { name: 'Internship results' })
const cards = (page: Page) => results(page).locator(':scope > li')
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search internships' })
const totalText = (page: Page) => page.getByRole('status').filter({ hasText: /open internships?$/ })

async function openBoard(page: Page, path = '/app/internships') {
  await signIn(page)
  await page.goto(path)
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 })
}

/** Whole days from the product's today (India, as the card counts, whatever this machine's zone) to a deadline. */
const daysFromToday = (deadline: string) => daysBetween(productDate(), deadline)

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option })
}

test('lists open internships soonest deadline first, pages on, and passes axe', async ({ page }) => {
  await openBoard(page)
  const api = (await (await page.request.get('/api/internships?limit=50')).json()) as InternshipListResponse
  await expect(page.getByRole('heading', { level: 1, name: 'Internships' })).toBeVisible()
  await expect(totalText(page)).toHaveText(`${api.total} open internships`)
  await expect(cards(page)).toHaveCount(12)
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText(
    'Deadline soonest',
  )

  // the soonest deadline first: what it is, who, where, pay and the countdown
  const first = cards(page).first()
  await expect(first.getByRole('heading')).toHaveText(api.items[0]!.title)
  const social = card(page, 'Social Media Intern')
  await expect(social).toContainText('Bazaarlink')
  await expect(social).toContainText('Remote')
  await expect(social).toContainText('Unpaid')
  await expect(social).toContainText('1 month')
  // the seed gave it 3 days; counted from today, as the card does, since a run may cross midnight after seeding
  const deadline = api.items.find((item) => item.title === 'Social Media Intern')!.deadline!
  await expect(social).toContainText(
    new RegExp(`Apply by \\d{1,2} \\w{3}( \\d{4})? · ${plural(daysFromToday(deadline), 'day')} left`),
  )
  await expect(card(page, 'Backend Engineering Intern')).toContainText('₹35,000 – ₹40,000 / month')
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Load more internships' }).click()
  await expect(cards(page)).toHaveCount(api.total)
  await expect(page.getByText('That is every open internship for these filters.')).toBeVisible()
  // open-ended postings come last
  await expect(cards(page).last()).toContainText('Rolling applications')
})

test('filters by remote, stipend and duration, keeps them in the URL, and clears them', async ({ page }) => {
  await openBoard(page)
  await page.getByRole('switch', { name: 'Remote only' }).click()
  await expect(totalText(page)).toHaveText('6 open internships')
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Remote')
  await expect(page).toHaveURL(/remote=1/)

  await pick(page, 'Stipend', '₹10,000+ / month')
  await expect(page).toHaveURL(/stipend=10000/)
  await expect(card(page, 'Social Media Intern')).toHaveCount(0)
  await expect(card(page, 'Machine Learning Intern')).toBeVisible()

  await pick(page, 'Duration', 'Up to 3 months')
  await expect(totalText(page)).toHaveText('3 open internships')

  // a reload (or a shared link) comes back to the same board
  await page.reload()
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('switch', { name: 'Remote only' })).toBeChecked()
  await expect(page.getByRole('combobox', { name: 'Stipend' }).locator('option:checked')).toHaveText(
    '₹10,000+ / month',
  )
  await expect(totalText(page)).toHaveText('3 open internships')
  await expectAccessible(page)

  await page.getByRole('textbox', { name: 'City' }).fill('Mumbai')
  await expect(page.getByRole('heading', { name: 'No internships match' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).last().click()
  await expect(page.getByRole('switch', { name: 'Remote only' })).not.toBeChecked({ timeout: 15_000 })
  await expect(page).not.toHaveURL(/remote=|stipend=|months=|city=/)
  await expect(totalText(page)).toHaveText('16 open internships')
})

test('searches titles, companies and descriptions; sorts by newest', async ({ page }) => {
  await openBoard(page)
  await searchBox(page).fill('deploybird')
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toContainText('Platform Engineering Intern')
  await expect(page).toHaveURL(/q=deploybird/)

  await searchBox(page).fill('underwater basket weaving')
  await expect(page.getByRole('heading', { name: 'No internships match' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(totalText(page)).toHaveText('16 open internships')

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest' })
  await expect(page).toHaveURL(/sort=newest/)
  await expect(cards(page).first().getByRole('heading')).toHaveText('Frontend Engineering Intern')
})

test('opens a posting: facts, the startup, the apply link and email; passes axe', async ({ page }) => {
  await openBoard(page)
  await searchBox(page).fill('platform')
  await card(page, 'Platform Engineering Intern')
    .getByRole('link', { name: 'Platform Engineering Intern' })
    .click()

  await expect(page.getByRole('heading', { level: 1, name: 'Platform Engineering Intern' })).toBeVisible()
  await expect(page).toHaveTitle(/Platform Engineering Intern at Deploybird/)
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details).toContainText('Bengaluru')
  await expect(details).toContainText('₹50,000 – ₹60,000 / month')
  await expect(details).toContainText('6 months')
  await expect(page.getByRole('region', { name: 'About the internship' })).toContainText(
    'preview environments',
  )

  const apply = page.getByRole('link', { name: 'Apply (opens in a new tab)' })
  await expect(apply).toHaveAttribute('href', 'https://deploybird.example.com/jobs/platform-intern')
  await expect(apply).toHaveAttribute('target', '_blank')
  await expect(apply).toHaveAttribute('rel', 'noopener noreferrer')
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Email to apply' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  await details.getByRole('link', { name: 'Deploybird' }).click()
  await expect(page).toHaveURL(/\/app\/startups\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Deploybird' })).toBeVisible()
})

test('a posting that is closed or unknown says so and leads back to the board', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page)
  await page.goto('/app/internships/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { level: 1, name: 'Internship not found' })).toBeVisible()
  await expect(page.getByText(/closed, past its deadline or no longer listed/)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Browse open internships' }).click()
  await expect(cards(page).first()).toBeVisible()
  // the 404 the browser logged was the point of the test
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((m) => !m.includes('status of 404')))
})
