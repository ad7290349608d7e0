import type { Page } from '@playwright/test'
import type { StartupEmployee } from '@coldstart/contract'
import { signIn } from './auth-fixture.ts'
import { STARTUP, openStartup, sendLink, stubMailApp, team } from './composer-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// A nudge ends once the student emails that person again from anywhere (here the startup's page, not the
// nudge's own Follow up button), and the sidebar's Follow-ups entry says how many are due. The test server
// starts with this student's two emails to Redline Desk's first two team members sent 8 days ago
// (apps/server/src/testing/e2e-server.ts).

const followUpsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: /^Follow-ups/ })

/** Emails `person` again from the startup's page; they were emailed 8 days ago, so it asks first. */
async function emailAgain(page: Page, person: StartupEmployee) {
  await openStartup(page)
  await stubMailApp(page)
  await team(page)
    .getByRole('button', { name: `Email ${person.name}` })
    .click()
  const dialog = page.getByRole('dialog', { name: `Email ${person.name}` })
  await dialog.getByRole('button', { name: /^Short internship ask/ }).click()
  await expect(dialog.getByRole('textbox', { name: 'Email body' })).toHaveValue(/^Hi /)
  await sendLink(dialog).click()
  const logged = page.waitForResponse(
    (r) => r.url().endsWith('/api/outreach/sends') && r.request().method() === 'POST',
  )
  await dialog.getByRole('group', { name: 'Send again?' }).getByRole('button', { name: /Send/ }).click()
  expect((await logged).status()).toBe(201)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

test('emailing someone again ends their nudge, and the sidebar counts the follow-ups due', async ({
  page,
}, testInfo) => {
  await signIn(page, { email: `follow-ups-count.${testInfo.retry}@coldstart.test` })
  const detail = await openStartup(page)
  const [member, colleague] = detail.employees as [StartupEmployee, StartupEmployee]
  await expect(followUpsLink(page)).toHaveAccessibleName('Follow-ups, 2 due')

  await page.goto('/app/follow-ups')
  const due = page.getByRole('region', { name: /Due for a follow-up/ })
  const nudge = (person: StartupEmployee) =>
    due.getByRole('listitem').filter({ hasText: `No reply from ${person.name.split(' ')[0]} at ${STARTUP}` })
  await expect(nudge(member)).toBeVisible()
  await expect(nudge(colleague)).toBeVisible()
  await expectAccessible(page)

  // the first send: the sidebar's count follows at once, on whichever page
  await emailAgain(page, member)
  await expect(followUpsLink(page)).toHaveAccessibleName('Follow-ups, 1 due')
  await followUpsLink(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeVisible()
  await expect(nudge(member)).toHaveCount(0)
  await expect(nudge(colleague)).toBeVisible()
  // the log keeps both emails to them
  const log = page.getByRole('region', { name: /All emails/ })
  await expect(log.getByRole('row').filter({ hasText: member.name })).toHaveCount(2)

  // the second: nothing left to follow up, and no count at all
  await emailAgain(page, colleague)
  await expect(followUpsLink(page)).toHaveAccessibleName('Follow-ups')
  await page.goto('/app/follow-ups')
  await expect(due.getByText(/Nothing to follow up on right now/)).toBeVisible()
})
