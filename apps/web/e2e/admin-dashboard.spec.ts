import type { Page } from '@playwright/test'
import { signInAsAdmin } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// The admin dashboard and the full activity log (/admin/activity).

const chartChunk = /\/assets\/daily-charts-[\w-]+\.js$/

function scriptRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname)
  })
  return urls
}

test('the dashboard shows the counts, 30-day charts, the latest 5 activities, the top 3 startups and the accounts past the daily limit', async ({
  page,
}) => {
  test.slow()
  const scripts = scriptRequests(page)
  await signInAsAdmin(page)

  // a student page first: the charting library is not part of it
  await page.goto('/app/startups')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(scripts.filter((url) => chartChunk.test(url))).toEqual([])

  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  const counts = page.getByRole('list', { name: 'Platform counts' })
  for (const label of ['Users', 'Open internships', 'Startups', 'Active templates']) {
    await expect(counts.getByRole('listitem').filter({ hasText: label })).toContainText(/\d/)
  }

  const charts = [
    'Sign-ups',
    'Template uses',
    'Site page views',
    'Emails sent from mailboxes',
    'Replies',
    'Bounces',
  ]
  for (const chart of charts) {
    await expect(page.getByText(`${chart}, last 30 days`)).toBeVisible()
  }
  await expect(page.locator('.recharts-surface')).toHaveCount(charts.length)
  // the e2e server's 140 mailbox sends of the last 20 days: 25 answered, 3 bounced
  for (const [chart, total] of [
    ['Emails sent from mailboxes', '140'],
    ['Replies', '25'],
    ['Bounces', '3'],
  ]) {
    await expect(page.getByText(`${chart}: ${total} in the last 30 days`)).toBeAttached()
  }
  expect(scripts.filter((url) => chartChunk.test(url))).toHaveLength(1)

  // who did what, when: this admin's own sign-in is among the newest
  const recent = page.getByRole('list', { name: 'Recent activity' })
  await expect(recent.getByRole('listitem')).toHaveCount(5)
  await expect(recent).toContainText('Admin Person signed in')
  await expect(recent.locator('time').first()).toHaveText(/ago|now/)

  const top = page.getByRole('list', { name: 'Most viewed startups' }).getByRole('listitem')
  await expect(top).toHaveCount(3)

  // the student the e2e server set past the daily limit on startup pages: who, how many refused, when
  await expect(page.getByRole('heading', { name: 'Daily limit on startup pages' })).toBeVisible()
  const hit = page
    .getByRole('list', { name: 'Accounts that hit the daily limit' })
    .getByRole('listitem')
    .filter({ hasText: 'Kabir Nair' })
  await expect(hit).toContainText('read-limit@coldstart.test')
  await expect(hit).toContainText('12 pages refused on 1 day')
  await expect(hit.locator('time')).toHaveText(/\d{4}/)

  // the reply rate of each template across students, best first; none made up below 20 sends
  const rates = page.getByRole('table', { name: 'Reply rate by template' })
  const best = rates.getByRole('row').nth(1)
  await expect(best.getByRole('rowheader')).toContainText('Short internship ask')
  await expect(best.getByRole('cell')).toHaveText(['140', '25', '18%'])
  await expect(rates.getByRole('row').nth(2).getByRole('cell').last()).toHaveText('Not enough sends yet')
  await expectAccessible(page)

  // each chart card is as tall as its loading placeholder (h-60), so nothing moves when recharts arrives
  const chartCard = page.locator('[data-slot="card"]').filter({ has: page.locator('.recharts-surface') })
  const heights = await chartCard.evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height))
  expect(heights).toEqual(charts.map(() => 240))
  // on a phone, two counts a row: a label that wraps ("Open internships") leaves its row's numbers in line
  await page.setViewportSize({ width: 390, height: 844 })
  const numberBottoms = await counts
    .getByRole('listitem')
    .locator('p')
    .evaluateAll((ps) => ps.map((p) => Math.round(p.getBoundingClientRect().bottom)))
  expect(numberBottoms[0]).toBe(numberBottoms[1])
  expect(numberBottoms[2]).toBe(numberBottoms[3])
  await page.setViewportSize({ width: 1280, height: 720 })

  await page.getByRole('button', { name: 'Toggle theme' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectAccessible(page)
})

test('the activity log pages through everything and filters by kind and text', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin')
  await page.getByRole('link', { name: 'View all' }).click()
  await expect(page).toHaveURL(/\/admin\/activity$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible()
  const rows = page.getByRole('list', { name: 'Activity log' }).getByRole('listitem')
  await expect(rows.first()).toBeVisible()

  await page.getByRole('combobox', { name: 'Filter by kind' }).selectOption({ label: 'Internships' })
  await expect(rows.first()).toContainText(/internship/)
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/internship/)

  await page.getByRole('searchbox', { name: 'Search activity' }).fill('Operations')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('edited internship Operations Intern')

  await page.getByRole('searchbox', { name: 'Search activity' }).fill('no such thing anywhere')
  await expect(page.getByText('No activity matches these filters')).toBeVisible()
  await expectAccessible(page)
})

test('the counts agree with the board, the charts’ labels all show, and each views figure says what it counts', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.goto('/app/internships')
  const open = page.getByRole('status').filter({ hasText: /open internships?$/ })
  const boardCount = Number((await open.innerText()).split(' ')[0]!.replace(/\D/g, ''))

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/admin')
  const counts = page.getByRole('list', { name: 'Platform counts' })
  await expect(counts.getByRole('listitem').filter({ hasText: 'Open internships' })).toContainText(
    String(boardCount),
  )

  await expect(page.getByText('Site page views, last 30 days')).toBeVisible()
  await expect(page.getByText('Startup page views, all time')).toBeVisible()
  const top = page.getByRole('list', { name: 'Most viewed startups' }).getByRole('listitem')
  await expect(top.first()).toContainText(/\d views?, all time/)

  await expect(page.locator('.recharts-surface')).toHaveCount(6)
  for (const chart of await page.locator('.recharts-wrapper').all()) {
    const box = (await chart.boundingBox())!
    // every y label lies wholly inside its chart (none cut at the left edge, "180" never reads "l80")
    for (const label of await chart
      .locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
      .all()) {
      const at = (await label.boundingBox())!
      expect(at.x).toBeGreaterThanOrEqual(box.x)
    }
    // a date every 7 days back from today, none skipped
    const dates = await chart
      .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
      .allTextContents()
    expect(dates).toHaveLength(5)
    const year = new Date().getUTCFullYear()
    const times = dates.map((d) => Date.parse(`${d} ${year} UTC`))
    for (let i = 1; i < times.length; i++) {
      const gap = (times[i]! - times[i - 1]!) / 86_400_000
      expect([7, 7 - 365, 7 - 366]).toContain(gap)
    }
  }
  await expectAccessible(page)
})
