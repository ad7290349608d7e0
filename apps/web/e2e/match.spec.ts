import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { StartupListResponse } from '@coldstart/contract'
import { accessToken, signIn, signInAsAdmin } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// "Best match" in the directory: a student's profile (skills, places, stages) ranks the startups, each card
// says why it matches, and a student with an empty profile is told where to add one.

// two accounts, an admin write and two axe runs: more than the default 30 s on a loaded machine
test.slow()

/** Saves the signed-in student's skills and preferences, with everything else in the profile empty. */
async function saveProfile(
  page: Page,
  skills: string[],
  preferences: { preferredDomains: string[]; preferredLocations: string[]; preferredCompanyStages: string[] },
) {
  const saved = await page.request.put('/api/profile', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: {
      profile: {
        skills,
        customLinks: [],
        linkedin: null,
        github: null,
        portfolio: null,
        experienceYears: 0,
        education: null,
      },
      preferences,
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

async function chooseBestMatch(page: Page) {
  await page.goto('/app/startups')
  const sortBy = page.getByRole('combobox', { name: 'Sort by' })
  await sortBy.selectOption({ label: 'Best match' })
  await expect(sortBy.locator('option:checked')).toHaveText('Best match')
}

test('a student with a profile sees the startup that fits them first, with the reasons', async ({
  page,
  browser,
}) => {
  // A hand-made startup only this student's profile fits: a skill no other startup has, a made-up city.
  const run = randomUUID().slice(0, 6)
  const name = `Matchwell ${run}`
  const skill = `Zigbee${run}`
  const city = `Kochi Bay ${run}`
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signInAsAdmin(admin)
  const adminAuth = { authorization: `Bearer ${await accessToken(admin)}` }
  const logo = ((await (await admin.request.get('/api/startups?limit=1')).json()) as StartupListResponse)
    .items[0]!.logoUrl!
  const created = await admin.request.post('/api/admin/startups', {
    headers: adminAuth,
    data: { name, logoUrl: logo, location: city, fundingRound: 'Seed', sector: 'SaaS', tags: [skill, 'b2b'] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: string }

  try {
    await signIn(page)
    await saveProfile(page, [skill, 'TypeScript'], {
      preferredDomains: ['Sales'],
      preferredLocations: [city],
      preferredCompanyStages: ['Seed'],
    })

    await chooseBestMatch(page)
    const first = page.getByRole('list', { name: 'Startup results' }).getByRole('listitem').first()
    await expect(first.getByRole('heading', { name })).toBeVisible()
    await expect(first).toContainText(`Matches ${skill} · ${city} · Seed · Suits Sales`)
    await expect(page.getByText('Add skills and preferences in your')).toHaveCount(0)
    await expectAccessible(page)
  } finally {
    await admin.request.delete(`/api/admin/startups/${id}`, { headers: adminAuth })
    await adminContext.close()
  }
})

test('a student with "Machine Learning" sees AI startups and internships first, with the skill named', async ({
  page,
}) => {
  // No demo startup spells "machine learning" in full: the skills taxonomy finds them by their AI tags.
  await signIn(page)
  // one of the two job functions beyond the nine product-side ones
  await saveProfile(page, ['Machine Learning'], {
    preferredDomains: ['Data'],
    preferredLocations: [],
    preferredCompanyStages: [],
  })

  await chooseBestMatch(page)
  const first = page.getByRole('list', { name: 'Startup results' }).getByRole('listitem').first()
  await expect(first).toContainText('Matches Machine Learning')
  await expect(first).toContainText('Suits Data')

  await page.goto('/app/internships')
  const sortBy = page.getByRole('combobox', { name: 'Sort by' })
  await sortBy.selectOption({ label: 'Best match' })
  const posting = page.getByRole('list', { name: 'Internship results' }).locator(':scope > li').first()
  await expect(posting).toContainText('Matches Machine Learning')
  await expectAccessible(page)
})

test('a student without a profile is pointed to their Profile', async ({ page }) => {
  await signIn(page)
  await chooseBestMatch(page)
  const hint = page.getByRole('main').getByText('Add skills and preferences in your')
  await expect(hint).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Startup results' }).getByRole('listitem').first(),
  ).toBeVisible()
  await expectAccessible(page)
  await hint.getByRole('link', { name: 'Profile' }).click()
  await expect(page).toHaveURL(/\/app\/settings$/)
})
