import type { Page } from '@playwright/test'
import { replyRateText, type EmailTemplate, type TemplateListResponse } from '@coldstart/contract'
import { accessToken, signIn } from './auth-fixture.ts'
import { expect, expectAccessible, expectRadioNames, test } from './fixtures.ts'

// The Email Templates page: category filter, search, Refresh and refetch on focus, cards with the subject apart
// and a 320-character preview filled with the student's facts, Copy, and the customize dialog that asks only
// for what the app does not know and whose "copy email" counts a use.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const cards = (page: Page) => page.getByRole('list', { name: 'Templates' }).getByRole('article')
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title }) })
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

/** The templates as the API lists them, read with the page's own session. */
async function templatesApi(page: Page): Promise<EmailTemplate[]> {
  const token = await accessToken(page)
  const res = await page.request.get('/api/templates', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as TemplateListResponse).items
}

/** Saves the profile through the API, with the page's own session. */
async function saveProfile(
  page: Page,
  fields: { education: string; skills: string[]; preferredDomains: string[] },
) {
  const token = await accessToken(page)
  const res = await page.request.put('/api/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      profile: {
        skills: fields.skills,
        customLinks: [],
        linkedin: null,
        github: null,
        portfolio: null,
        experienceYears: 0,
        education: fields.education,
      },
      preferences: {
        preferredDomains: fields.preferredDomains,
        preferredLocations: [],
        preferredCompanyStages: [],
      },
    },
  })
  expect(res.status()).toBe(200)
}

/**
 * Set up by the e2e server (apps/server/src/testing/e2e-server.ts REPLY_RATE_SENDS): 140 mailbox sends with
 * 25 replies. The mailbox specs send (and get replies to) a few more with it, so the page is held against the
 * figure the API gives at the time.
 */
const RATED = { title: 'Short internship ask', seededEmails: 140 }

async function openTemplates(page: Page) {
  await signIn(page)
  await page.goto('/app/emails')
  await expect(cards(page).first()).toBeVisible()
}

test('filters by category, searches, previews and copies', async ({ page }) => {
  await openTemplates(page)
  const all = await templatesApi(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible()
  await expect(cards(page)).toHaveCount(all.length)
  // newest first, as the API sends them
  await expect(cards(page).getByRole('heading')).toHaveText(all.map((t) => t.title))

  const category = page.getByRole('radiogroup', { name: 'Category' })
  await expectRadioNames(category, ['All', 'Internship', 'Follow-up'])
  await category.getByRole('radio', { name: 'Follow-up' }).click()
  const followUps = all.filter((t) => t.category === 'follow-up')
  await expect(cards(page)).toHaveCount(followUps.length)
  await expect(cards(page).getByText('Follow-up', { exact: true })).toHaveCount(followUps.length)

  const search = page.getByRole('searchbox', { name: 'Search templates' })
  await expect(search).toHaveAttribute('placeholder', 'Search templates...')
  await search.fill('INTERVIEW')
  await expect(cards(page).getByRole('heading')).toHaveText(['Thank-you after an interview'])
  await category.getByRole('radio', { name: 'Internship' }).click()
  await expect(page.getByRole('heading', { name: 'No templates found' })).toBeVisible()
  await category.getByRole('radio', { name: 'All' }).click()
  await search.fill('')
  await expect(cards(page)).toHaveCount(all.length)
  // the keyboard: arrow keys move the choice, as in any radio group
  await category.getByRole('radio', { name: 'All' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(category.getByRole('radio', { name: 'Internship' })).toBeChecked()
  await page.keyboard.press('ArrowLeft')
  await expect(category.getByRole('radio', { name: 'All' })).toBeChecked()
  await expect(cards(page)).toHaveCount(all.length)

  // the subject on its own line, the body filled with the student's own facts, unknown values as chips,
  // within 320 characters
  const short = all.find((t) => t.title === 'Short internship ask')!
  const shortCard = card(page, short.title)
  await expect(shortCard.getByTestId('template-subject')).toHaveText('Subject: Internship at [Company]?')
  const body = shortCard.getByTestId('template-body')
  await expect(body).toContainText(
    "Hi [Their first name], I'm Asha Verma. I've been following the work [Company] does on [What they work on]",
  )
  const text = (await body.textContent())!
  expect(text.replaceAll(/[[\]]/g, '').length).toBeLessThanOrEqual(320)
  // with nothing in the profile the sections that need it go, and this one fits whole
  expect(text.endsWith('Thanks for reading, Asha Verma')).toBe(true)
  expect(text).not.toContain('{{')
  await expect(body.locator('[data-unknown="company"]').first()).toBeVisible()

  await shortCard.getByRole('button', { name: `Copy ${short.title}` }).click()
  await expect(page.getByText('Template copied')).toBeVisible()
  expect(await clipboard(page)).toMatch(
    /^Subject: Internship at \{\{company\}\}\?\n\nHi there,\n\nI'm Asha Verma\. I've been following the work \{\{company\}\} does on \{\{company_focus\}\}/,
  )
  await expectAccessible(page)
})

test("templates read with the student's own facts once the profile has them; what is missing says so", async ({
  page,
}) => {
  await openTemplates(page)
  await expect(
    page.getByText(
      'Your emails leave out your studies, your skills, the role you want and a project of yours',
    ),
  ).toBeVisible()
  await saveProfile(page, {
    education: 'B.Tech Computer Science, IIT Bombay, 2027',
    skills: ['SQL', 'Figma'],
    preferredDomains: ['Product'],
  })
  await page.reload()
  const shortCard = card(page, 'Short internship ask')
  await expect(shortCard.getByTestId('template-subject')).toHaveText(
    'Subject: Product internship at [Company]?',
  )
  await expect(shortCard.getByTestId('template-body')).toContainText(
    "I'm Asha Verma, a B.Tech Computer Science student at IIT Bombay.",
  )
  await expect(shortCard.getByTestId('template-body')).toContainText('I work with SQL and Figma.')
  const gaps = page.getByText(/^Your emails leave out a project of yours/)
  await expect(gaps).toBeVisible()
  await page.getByRole('link', { name: 'Fill in your profile' }).click()
  await expect(page).toHaveURL(/\/app\/welcome\?step=resume$/)
  await expect(page.getByRole('heading', { name: 'Add your resume (optional)' })).toBeVisible()
})

test('customize asks only for what the app does not know; "copy email" copies it and counts a use', async ({
  page,
}) => {
  // two widths, each with an axe run on an open dialog: past 60 s on a busy 2-core machine
  test.slow()
  await openTemplates(page)
  const before = (await templatesApi(page)).find((t) => t.title === 'Gentle follow-up after a week')!
  const target = card(page, before.title)
  await expect(target).toContainText(`Used ${before.usageCount.toLocaleString('en-US')} times`)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await target.getByRole('button', { name: `Customize ${before.title}` }).click()
    const dialog = page.getByRole('dialog', { name: before.title })
    // only the recipient's side is asked: the student's name comes from the profile
    const asked = dialog.getByRole('group', { name: 'What the app does not know yet' })
    await expect(asked.getByRole('textbox')).toHaveCount(3)
    for (const label of ['Company', 'Their first name', 'What they work on']) {
      await expect(asked.getByLabel(label, { exact: true })).toBeVisible()
    }
    await expect(dialog.getByLabel('Your name')).toHaveCount(0)
    await expectAccessible(page)
    await page.keyboard.press('Escape')
  }

  await target.getByRole('button', { name: `Customize ${before.title}` }).click()
  const dialog = page.getByRole('dialog', { name: before.title })
  const text = dialog.getByRole('textbox', { name: 'Email text' })
  const subject = dialog.getByRole('textbox', { name: 'Subject' })
  await expect(subject).toHaveValue('Re: Internship at {{company}}')
  await expect(text).toHaveValue(/^Hi there,\n\nI know your inbox is busy/)
  await expect(text).toHaveValue(/Thanks,\nAsha Verma$/)
  await expect(text).not.toHaveValue(/\{\{\s*[#^/]/)
  await dialog.getByLabel('Company', { exact: true }).fill('Acme Labs')
  await expect(subject).toHaveValue('Re: Internship at Acme Labs')
  await expect(text).toHaveValue(
    /very keen on an internship at Acme Labs and its work on \{\{company_focus\}\}\./,
  )
  await expect(dialog.locator('mark[data-highlight]').first()).toHaveText('{{company_focus}}')

  // editing the email itself: the answers no longer change it, until the student starts again from them
  const edited = (await text.inputValue()).replace(' and its work on {{company_focus}}', '')
  await text.fill(edited)
  await expect(dialog.getByLabel('Company', { exact: true })).toBeDisabled()
  await dialog.getByRole('button', { name: 'copy email' }).click()
  expect(await clipboard(page)).toBe(`Subject: Re: Internship at Acme Labs\n\n${edited}`)
  await page.keyboard.press('Escape')
  await expect(target).toContainText(`Used ${(before.usageCount + 1).toLocaleString('en-US')} times`)
  expect((await templatesApi(page)).find((t) => t.id === before.id)!.usageCount).toBe(before.usageCount + 1)

  // Copy on the card itself does not count (only the customize dialog's copy does)
  await target.getByRole('button', { name: `Copy ${before.title}` }).click()
  await target.getByRole('button', { name: `Customize ${before.title}` }).click()
  await dialog.getByRole('link', { name: 'find startups' }).click()
  await expect(page).toHaveURL(/\/app\/startups$/)
  expect((await templatesApi(page)).find((t) => t.id === before.id)!.usageCount).toBe(before.usageCount + 1)
})

test('Refresh and window focus read the list again; a failed read shows "No templates found"', async ({
  page,
  consoleErrors,
}) => {
  await openTemplates(page)
  let reads = 0
  let fail = false
  await page.route('**/api/templates', async (route) => {
    reads++
    if (fail) await route.fulfill({ status: 500, json: { statusCode: 500, error: 'x', message: 'Boom' } })
    else await route.continue()
  })
  // the read Refresh starts has finished before the student leaves and comes back (a read still in flight
  // would be reused rather than started again)
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/templates')),
    page.getByRole('button', { name: 'Refresh' }).click(),
  ])
  // Refresh is enabled again once the list has been read: the answer arriving is not yet the read's end, and
  // under load the focus below once came in between and joined the read still in flight
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled()
  await expect.poll(() => reads).toBe(1)
  // what the browser sends when the student comes back to the tab
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
  await expect.poll(() => reads).toBe(2)

  fail = true
  await page.reload()
  await expect(page.getByRole('heading', { name: 'No templates found' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('The templates could not be loaded just now. Try Refresh.')).toBeVisible()
  // the browser logs the 500s the test itself caused
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((m) => !m.includes('status of 500')))
})

test("shows a template's reply rate across students once it has 20 mailbox sends, and marks the best", async ({
  page,
}) => {
  await openTemplates(page)
  const rate = (await templatesApi(page)).find((t) => t.title === RATED.title)!.replyRate!
  expect(rate.emails).toBeGreaterThanOrEqual(RATED.seededEmails)
  const rated = card(page, RATED.title)
  await expect(rated.getByText(replyRateText(rate), { exact: true })).toBeVisible()
  await expect(rated.getByText('Best reply rate')).toBeVisible()
  // below 20 sends no figure is made up
  const unrated = card(page, 'Gentle follow-up after a week')
  await expect(unrated).toContainText('Reply rate: not enough sends yet')
  await expect(unrated.getByText('Best reply rate')).toHaveCount(0)
  await expect(cards(page).getByText('Best reply rate')).toHaveCount(1)
  await expectAccessible(page)
})
