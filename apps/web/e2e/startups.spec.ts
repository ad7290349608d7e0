import type { Page } from '@playwright/test'
import type { StartupListResponse } from '@coldstart/contract'
import { signIn } from './auth-fixture.ts'
import { startupAsStudent } from './composer-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// The startup directory: list with search, sort, sector chips, empty states, persisted filters and
// scroll, infinite loading; the detail page with its team and mail links; both failure states.

const GONE = "The startup you're looking for doesn't exist or has been removed."

const results = (page: Page) => page.getByRole('list', { name: 'Startup results' })
// The grid's own items, not the tag lists nested inside each card.
const cards = (page: Page) => results(page).locator(':scope > li')
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search startups' })
const sortBy = (page: Page) => page.getByRole('combobox', { name: 'Sort by' })
/** The sort the menu shows (the browser's own select: its chosen option). */
const chosenSort = (page: Page) => sortBy(page).locator('option:checked')
const chips = (page: Page) => page.getByRole('group', { name: 'Filter by sector' }).getByRole('button')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A sector chip; its accessible name is the sector and its count, e.g. "Fintech 6". */
const chip = (page: Page, sector: string) =>
  chips(page).filter({ hasText: new RegExp(`^${escapeRegExp(sector)}\\s?[\\d,]+$`) })
const totalText = (page: Page) => page.getByText(/^[\d,]+ startups?$/)

async function listApi(page: Page, query = ''): Promise<StartupListResponse> {
  const response = await page.request.get(`/api/startups?${query}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as StartupListResponse
}

/** Expected network failures log "Failed to load resource" in Chromium; the test itself caused them. */
function forgiveFailedRequests(consoleErrors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`
  const rest = consoleErrors.filter((message) => !message.includes(expected))
  consoleErrors.splice(0, consoleErrors.length, ...rest)
}

async function openDirectory(page: Page, path = '/app/startups') {
  await signIn(page)
  await page.goto(path)
  await expect(cards(page).first()).toBeVisible()
}

test('lists the directory with its total, sector counts and cards', async ({ page }) => {
  await openDirectory(page)
  const api = await listApi(page, 'limit=24')
  expect(api.total).toBeGreaterThan(48)

  await expect(page.getByRole('heading', { level: 1, name: 'Startups' })).toBeVisible()
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search startups...')
  await expect(chosenSort(page)).toHaveText('Latest')
  await expect(totalText(page)).toHaveText(`${api.total} startups`)
  await expect(chips(page).first()).toHaveAccessibleName(`All Sectors ${api.total}`)
  await expect(chips(page).first()).toHaveAttribute('aria-pressed', 'true')
  for (const { sector, count } of api.sectors) {
    await expect(chip(page, sector)).toHaveAccessibleName(`${sector} ${count}`)
    await expect(chip(page, sector)).toHaveAttribute('aria-pressed', 'false')
  }

  // The first card (the API's first item) shows name, link, description, location, team size, funding,
  // up to 3 tags, Hiring and logo.
  const first = api.items[0]!
  const card = cards(page).first()
  await expect(card.getByRole('heading', { name: first.name })).toBeVisible()
  await expect(card.getByRole('link', { name: first.name })).toHaveAttribute(
    'href',
    `/app/startups/${first.id}`,
  )
  for (const text of [first.description, first.location, first.teamSize, first.fundingAmount]) {
    if (text) await expect(card).toContainText(text)
  }
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
    first.tags.slice(0, 3),
  )
  await expect(card.getByText('Hiring', { exact: true })).toHaveCount(first.isHiring ? 1 : 0)
  // a startup added without a logo (another spec's, on this shared database) shows its placeholder
  if (first.logoUrl) await expect(card.locator('img')).toHaveAttribute('src', first.logoUrl)
  else await expect(card.getByTestId('logo-placeholder')).toBeVisible()
  await expect(cards(page)).toHaveCount(24)
  await expectAccessible(page)
})

test('a logo that fails to load gives way to the placeholder', async ({ page, consoleErrors }) => {
  await signIn(page)
  await page.route('**/api/logos/**', (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto('/app/startups')
  const card = cards(page).first()
  await expect(card.getByTestId('logo-placeholder')).toBeVisible()
  await expect(card.locator('img')).toHaveCount(0)
  forgiveFailedRequests(consoleErrors, 404)
})

test('scrolling near the end loads the next page, until everything is there', async ({ page }) => {
  await openDirectory(page)
  const api = await listApi(page, 'limit=1')
  await expect(cards(page)).toHaveCount(24)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(cards(page)).toHaveCount(48)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(cards(page)).toHaveCount(Math.min(api.total, 72))
  if (api.total <= 72) await expect(page.getByText('You have reached the end of the list.')).toBeVisible()
})

test('the next page shows a spinner while it loads, turning unless the system asks for less motion', async ({
  page,
}) => {
  await signIn(page)
  // Hold the second page back long enough to see its loading state.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === '/api/startups' && url.searchParams.has('cursor'),
    async (route) => {
      await held
      await route.continue()
    },
  )
  await page.goto('/app/startups')
  await expect(cards(page)).toHaveCount(24)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const spinner = page.getByRole('status', { name: 'Loading more startups' })
  await expect(spinner).toBeVisible()
  // what moves on it: these tests run with the system's "reduce motion" on (playwright.config.ts)
  const moving = () =>
    spinner.evaluate(
      (el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
    )
  await expect.poll(moving, { message: 'with reduce motion on, the spinner stops' }).toBe(0)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await expect.poll(moving, { message: 'without it, the spinner turns' }).toBeGreaterThan(0)
  release()
  await expect(cards(page)).toHaveCount(48)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('a Load more button serves keyboard users: Enter loads the next page', async ({ page }) => {
  // Without IntersectionObserver the list does not load on scroll (the hook steps aside), so the key press is
  // the only thing that can load the next page: focusing the button scrolls it into view, which would
  // otherwise load it anyway.
  await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'))
  await openDirectory(page)
  const { total } = await listApi(page, 'limit=1')
  expect(total, 'the demo directory has a second page').toBeGreaterThan(24)
  await expect(cards(page)).toHaveCount(24)

  const loadMore = page.getByRole('button', { name: 'Load more' })
  await loadMore.focus()
  await expect(loadMore).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(cards(page)).toHaveCount(Math.min(total, 48))
})

test('search narrows the list, tolerates a typo, and says when nothing matches', async ({ page }) => {
  await openDirectory(page)

  // Calmcraft is one of the curated demo startups (deterministic seed).
  await searchBox(page).fill('Calmcraft')
  await expect(cards(page).first().getByRole('heading')).toHaveText('Calmcraft')

  // axe looks at the typo's own results, not the previous ones still shown dimmed while they load
  const typo = page.waitForResponse((r) => new URL(r.url()).searchParams.get('q') === 'Calmcrfat')
  await searchBox(page).fill('Calmcrfat')
  await typo
  await expect(page.getByRole('region', { name: 'Startups' })).toHaveAttribute('aria-busy', 'false')
  await expect(cards(page).first().getByRole('heading')).toHaveText('Calmcraft')
  await expectAccessible(page)

  await searchBox(page).fill('zzzzqqqqxxxx')
  await expect(page.getByRole('heading', { name: 'No startups found' })).toBeVisible()
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible()
  await expect(totalText(page)).toHaveText('0 startups')
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(searchBox(page)).toHaveValue('')
  await expect(cards(page)).toHaveCount(24)
})

test('sorts by Latest, Oldest, A to Z and Z to A; Best match is offered last', async ({ page }) => {
  await openDirectory(page)
  const firstName = async (sort: string) => (await listApi(page, `sort=${sort}&limit=1`)).items[0]!.name

  for (const [label, sort] of [
    ['A to Z', 'a-z'],
    ['Z to A', 'z-a'],
    ['Oldest', 'oldest'],
    ['Latest', 'latest'],
  ] as const) {
    await sortBy(page).selectOption({ label })
    await expect(chosenSort(page)).toHaveText(label)
    await expect(cards(page).first().getByRole('heading')).toHaveText(await firstName(sort))
  }
  await expectAccessible(page)
  await expect(sortBy(page).getByRole('option')).toHaveText([
    'Latest',
    'Oldest',
    'A to Z',
    'Z to A',
    'Best match',
  ])
})

test('sector chips filter the list while every chip keeps its count', async ({ page }) => {
  await openDirectory(page)
  const all = await listApi(page, 'limit=1')
  // without a search every count is exact (the counters the triggers keep)
  const { sector, count = 0 } = all.sectors[0]!

  await chip(page, sector).click()
  await expect(chip(page, sector)).toHaveAttribute('aria-pressed', 'true')
  await expect(chips(page).first()).toHaveAttribute('aria-pressed', 'false')
  await expect(totalText(page)).toHaveText(`${count} ${count === 1 ? 'startup' : 'startups'}`)
  await expect(cards(page)).toHaveCount(Math.min(count, 24))
  // Counts ignore the chosen sector, so the other chips still say how many they would show.
  for (const other of all.sectors) await expect(chip(page, other.sector)).toContainText(String(other.count))
  await expectAccessible(page)

  await chips(page).first().click()
  await expect(totalText(page)).toHaveText(`${all.total} startups`)
})

test('with no startups at all, the empty state says none are available', async ({ page }) => {
  await signIn(page)
  const empty: StartupListResponse = {
    items: [],
    total: 0,
    allSectorsTotal: 0,
    sectors: [],
    nextCursor: null,
  }
  await page.route(
    (url) => url.pathname === '/api/startups',
    (route) => route.fulfill({ json: empty }),
  )
  await page.goto('/app/startups')
  await expect(page.getByRole('heading', { name: 'No startups found' })).toBeVisible()
  await expect(page.getByText('No startups are currently available')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await expectAccessible(page)
})

test('a failed load shows the empty list with a way to try again', async ({ page, consoleErrors }) => {
  await signIn(page)
  const warnings: string[] = []
  page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()))
  await page.route(
    (url) => url.pathname === '/api/startups',
    (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
  )
  await page.goto('/app/startups')
  await expect(page.getByRole('heading', { name: 'No startups found' })).toBeVisible({ timeout: 10_000 })
  await expect(page.getByText('No startups are currently available')).toBeVisible()
  await expectAccessible(page)
  expect(warnings.some((w) => w.includes('Could not load startups'))).toBe(true)

  await page.unrouteAll()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(cards(page)).toHaveCount(24)
  forgiveFailedRequests(consoleErrors, 500)
})

test('search, sort and sector are restored after a detail page and after a reload', async ({ page }) => {
  await openDirectory(page)
  await searchBox(page).fill('a')
  await sortBy(page).selectOption({ label: 'Z to A' })
  // Pick a sector that has matches for this search.
  const { sectors } = await listApi(page, 'q=a&limit=1')
  const sector = sectors[0]!.sector
  await chip(page, sector).click()
  await expect(totalText(page)).toHaveText(new RegExp(`^${sectors[0]!.count} startups?$`))

  const expectRestored = async () => {
    await expect(searchBox(page)).toHaveValue('a')
    await expect(chosenSort(page)).toHaveText('Z to A')
    await expect(chip(page, sector)).toHaveAttribute('aria-pressed', 'true')
    await expect(totalText(page)).toHaveText(new RegExp(`^${sectors[0]!.count} startups?$`))
  }

  await cards(page).first().getByRole('link').click()
  await expect(page.getByRole('link', { name: 'Back to startups' })).toBeVisible()
  await page.goBack()
  await expectRestored()

  await cards(page).first().getByRole('link').click()
  await page.getByRole('link', { name: 'Back to startups' }).click()
  await expectRestored()

  await page.reload()
  await expectRestored()

  // The other area shares the same memory.
  await page.goto('/dashboard')
  await expectRestored()
})

test('the scroll position comes back after a detail page and after a reload, loading pages as needed', async ({
  page,
}) => {
  await openDirectory(page)
  // the first page's cards arrive a few per frame: the end of the list is where the 24th is
  await expect(cards(page)).toHaveCount(24)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(cards(page)).toHaveCount(48)

  // A card on the second page, so a fresh load must fetch page two before it can scroll there.
  const target = cards(page).nth(29)
  await target.scrollIntoViewIfNeeded()
  const savedY = Math.round(await page.evaluate(() => window.scrollY))
  expect(savedY).toBeGreaterThan(0)
  // Written while scrolling, before any navigation (key: STORAGE_KEYS.startupFilters).
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('startup-filters') ?? '{}').scrollY))
    .toBe(savedY)
  const name = (await target.getByRole('heading').textContent())!
  const restored = async () => {
    await expect(results(page).getByRole('heading', { name, exact: true })).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(savedY - 3)
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(savedY + 3)
  }

  await target.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await restored()

  await target.getByRole('link').click()
  await page.getByRole('link', { name: 'Back to startups' }).click()
  await restored()

  await page.reload()
  await restored()
  expect(await cards(page).count()).toBeGreaterThanOrEqual(30)
})

test('the detail page shows company, funding and team, with Email and Send to all for each', async ({
  page,
}) => {
  await openDirectory(page)
  // a demo startup with every field: another spec may have added a bare one to this shared database
  const full = (await listApi(page, 'limit=24')).items.find(
    (s) => s.logoUrl && s.description && s.sector && s.location && s.teamSize,
  )!
  const first = cards(page).filter({ has: page.getByRole('heading', { name: full.name, exact: true }) })
  const name = (await first.getByRole('heading').textContent())!
  await first.getByRole('link').click()
  await expect(page).toHaveURL(/\/app\/startups\/[0-9a-f-]{36}$/)
  const id = page.url().split('/').pop()!
  const detail = await startupAsStudent(page, id)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page).toHaveTitle(new RegExp(name))
  await expect(page.getByRole('link', { name: 'Back to startups' })).toHaveAttribute('href', '/app/startups')
  if (detail.description) await expect(page.getByText(detail.description)).toBeVisible()
  await expect(page.getByText('Hiring', { exact: true })).toHaveCount(detail.isHiring ? 1 : 0)
  await expect(page.getByText(detail.status, { exact: false }).first()).toBeVisible()
  for (const tag of detail.tags) await expect(page.getByRole('list', { name: 'Tags' })).toContainText(tag)

  const website = page.getByRole('link', { name: /Visit website/ })
  if (detail.website) {
    await expect(website).toHaveAttribute('href', detail.website)
    await expect(website).toHaveAttribute('target', '_blank')
    await expect(website).toHaveAttribute('rel', /noopener/)
  } else {
    await expect(website).toHaveCount(0)
  }

  const company = page.getByRole('region', { name: 'Company info' })
  for (const [label, value] of [
    ['Sector', detail.sector],
    ['Location', detail.location],
    ['Team Size', detail.teamSize],
  ] as const) {
    await expect(company.getByRole('term').filter({ hasText: label })).toBeVisible()
    await expect(company).toContainText(`${label}${value}`)
  }
  const funding = page.getByRole('region', { name: 'Funding info' })
  await expect(funding).toContainText(`Stage${detail.fundingRound}`)
  await expect(funding).toContainText(`Amount${detail.fundingAmount}`)
  if (detail.fundingDate) {
    await expect(funding.getByRole('term').filter({ hasText: 'Date' })).toBeVisible()
    await expect(funding).toContainText(detail.fundingDate.slice(0, 4))
  }

  const team = page.getByRole('region', { name: /^Team members/ })
  await expect(team.getByRole('listitem')).toHaveCount(detail.employees.length)
  for (const member of detail.employees) {
    const row = team.getByRole('listitem').filter({ hasText: member.name })
    if (member.role) await expect(row).toContainText(member.role)
    // the composer (composer.spec.ts) builds the mail link with its fixed subject
    await expect(row.getByRole('button', { name: `Email ${member.name}` })).toBeVisible()
    const linkedin = row.getByRole('link', { name: /LinkedIn profile/ })
    if (member.linkedinUrl) await expect(linkedin).toHaveAttribute('href', member.linkedinUrl)
    else await expect(linkedin).toHaveCount(0)
  }
  await expect(team.getByRole('button', { name: 'Send to all' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Back to startups' }).click()
  await expect(page).toHaveURL(/\/app\/startups$/)
})

test('inside /dashboard the cards and the back link stay in /dashboard', async ({ page }) => {
  await openDirectory(page, '/dashboard')
  await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', /^\/dashboard\/startups\//)
  await cards(page).first().getByRole('link').click()
  await expect(page.getByRole('link', { name: 'Back to startups' })).toHaveAttribute(
    'href',
    '/dashboard/startups',
  )
})

test('an unknown or malformed id, and a failed request, show "Startup not found"', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page)
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
    await page.goto(`/app/startups/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Startup not found' })).toBeVisible()
    await expect(page.getByText(GONE)).toBeVisible()
  }
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Browse all startups' }).click()
  await expect(page).toHaveURL(/\/app\/startups$/)
  await expect(cards(page).first()).toBeVisible()
  forgiveFailedRequests(consoleErrors, 404)
  forgiveFailedRequests(consoleErrors, 400)

  const { items } = await listApi(page, 'limit=1')
  await page.route('**/api/startups/*', (route) => route.fulfill({ status: 500 }))
  await page.goto(`/app/startups/${items[0]!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Startup not found' })).toBeVisible({
    timeout: 10_000,
  })
  await expect(page.getByText('Failed to load startup details')).toBeVisible()
  await expect(page.getByText(GONE)).toHaveCount(0)
  await expectAccessible(page)
  forgiveFailedRequests(consoleErrors, 500)
})

test('list and detail pass axe in the dark theme too', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'))
  await openDirectory(page)
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectAccessible(page)
  await chips(page).nth(1).click()
  await expect(chips(page).nth(1)).toHaveAttribute('aria-pressed', 'true')
  await expectAccessible(page)
  await cards(page).first().getByRole('link').click()
  await expect(page.getByRole('region', { name: /^Team members/ })).toBeVisible()
  await expectAccessible(page)
})
