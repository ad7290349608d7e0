import type { Page } from '@playwright/test'
import type { OutreachListResponse } from '@coldstart/contract'
import { signIn } from './auth-fixture.ts'
import { body, readMailto, sendLink, stubMailApp } from './composer-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// Following up beyond a startup's team: an application sent to an open internship's address follows up in
// the composer, on that address; a team member an admin has since removed cannot be written to from the
// composer, so the nudge says why and its Follow up opens the mail app. The test server starts with this
// student's application and their email to that team member, both sent 8 days ago
// (apps/server/src/testing/e2e-server.ts).

const GONE = { startup: 'Quietleaf Labs', name: 'Nikhil Menon', email: 'nikhil@quietleaf.example.com' }
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

/** The student's application, as the log lists it (its posting and address come from the test server). */
async function application(page: Page) {
  const refresh = await page.request.post('/api/auth/refresh', { headers: SAME_ORIGIN })
  const token = ((await refresh.json()) as { access_token: string }).access_token
  const res = await page.request.get('/api/outreach/sends?due=true', {
    headers: { authorization: `Bearer ${token}` },
  })
  const sent = ((await res.json()) as OutreachListResponse).items.find((s) => s.internship)
  expect(sent, 'the test server logs an application to an open internship').toBeTruthy()
  return { subject: sent!.subject!, ...sent!.internship! }
}

test('an application follows up in the composer on the posting; a removed contact follows up by mail, and the nudge says why', async ({
  page,
}, testInfo) => {
  await signIn(page, { email: `follow-ups-targets.${testInfo.retry}@coldstart.test` })
  const posting = await application(page)
  await page.goto('/app/follow-ups')
  const due = page.getByRole('region', { name: /Due for a follow-up/ })
  const applied = due
    .getByRole('listitem')
    .filter({ hasText: `No reply from the hiring team at ${posting.company} after 8 days` })
  const gone = due
    .getByRole('listitem')
    .filter({ hasText: `No reply from Nikhil at ${GONE.startup} after 8 days` })
  await expect(applied).toBeVisible()
  await expect(gone).toBeVisible()
  await expect(applied).not.toContainText('mail app')
  await expect(gone).toContainText(
    `${GONE.name} is no longer listed at ${GONE.startup}, so Follow up opens your mail app.`,
  )
  await expectAccessible(page)

  // the application: the composer writes to the posting's address, on the first follow-up template
  await stubMailApp(page)
  await applied.getByRole('button', { name: 'Follow up with Hiring Team' }).click()
  const dialog = page.getByRole('dialog', { name: `Follow up with ${posting.company}: ${posting.title}` })
  await expect(dialog).toContainText('Step 2 of 2')
  await expect(dialog).toContainText('To: Hiring Team')
  await expect(body(dialog)).not.toHaveValue('')
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Re: ${posting.subject}`)
  // the coach knows the company: it checks the email against what the directory says about it
  const coach = dialog.getByRole('complementary', { name: 'Email coach' })
  await body(dialog).fill('Hi, I am following up on my last email. Could we talk for ten minutes this week?')
  await expect(coach.getByRole('listitem').filter({ hasText: 'To fix: Something about them' })).toContainText(
    `Nothing here is about ${posting.company} in particular`,
  )
  // sent as a finished email: the first follow-up template may be one another test added with a variable an
  // internship leaves unfilled, and Send rightly asks first about such text
  await body(dialog).fill(
    `Hi, I applied to ${posting.title} at ${posting.company} last week. Could we talk for ten minutes this week?`,
  )
  expect(readMailto((await sendLink(dialog).getAttribute('href'))!).to).toEqual([posting.applyEmail])
  const logged = page.waitForResponse(
    (r) => r.url().endsWith('/api/outreach/sends') && r.request().method() === 'POST',
  )
  await sendLink(dialog).click()
  expect((await logged).status()).toBe(201)
  // no mail app opened: Undo in the composer takes the send back, and the nudge is due again
  await dialog.getByRole('button', { name: 'Undo' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Removed from your follow-ups' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(applied).toBeVisible()

  // followed up for real this time
  await applied.getByRole('button', { name: 'Follow up with Hiring Team' }).click()
  await expect(dialog).toContainText('Step 2 of 2')
  await body(dialog).fill(
    `Hi, I applied to ${posting.title} at ${posting.company} last week. Could we talk for ten minutes this week?`,
  )
  await sendLink(dialog).click()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(applied).toHaveCount(0)

  // the removed contact: a mail link replying in the same thread, and following it is the follow-up
  const mailLink = gone.getByRole('link', { name: `Follow up with ${GONE.name}` })
  const mailto = readMailto((await mailLink.getAttribute('href'))!)
  expect(mailto.to).toEqual([GONE.email])
  expect(mailto.subject).toBe('Re: Internship at Quietleaf Labs?')
  await mailLink.click()
  await expect(due.getByText(/Nothing to follow up on right now/)).toBeVisible()
  // the log keeps every email
  const log = page.getByRole('region', { name: /All emails/ })
  await expect(log.getByRole('row').filter({ hasText: GONE.name })).toHaveCount(1)
})
