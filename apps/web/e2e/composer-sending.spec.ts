import type { Page } from '@playwright/test'
import {
  body,
  openStartup,
  readMailto,
  sendLink,
  signInWithProfile,
  stubMailApp,
  team,
} from './composer-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// Sending from the composer: the coach beside the text, Copy / Gmail / .eml always offered, the dialog saying
// what a send did, focus back on the button that opened it, one email per team member in turn, and the
// claims a writer could not back confirmed (or removed) before Send.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const firstName = (name: string) => name.split(' ')[0]!
const coachScore = (page: Page) => page.getByRole('meter', { name: 'Coach score' })

test('the coach scores the email as it is edited; every way to send is offered; the dialog says what happened', async ({
  page,
}) => {
  test.slow()
  await signInWithProfile(page, { domains: ['Product'] })
  const detail = await openStartup(page)
  const member = detail.employees[0]!
  const emailButton = team(page).getByRole('button', { name: `Email ${member.name}` })

  // Escape on the templates gives focus back to the Email button
  await emailButton.click()
  const dialog = page.getByRole('dialog', { name: `Email ${member.name}` })
  await expect(dialog).toContainText('Step 1 of 2')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(emailButton).toBeFocused()

  await emailButton.click()
  await dialog.getByRole('button', { name: /^Short internship ask/ }).click()
  await expect(body(dialog)).toHaveValue(/^Hi /)
  // the body is read as the founder will: a proportional font
  const font = await body(dialog).evaluate((el) => getComputedStyle(el).fontFamily)
  expect(font).toMatch(/Inter/)
  expect(font).not.toMatch(/mono/i)

  const coach = dialog.getByRole('complementary', { name: 'Email coach' })
  await expect(coachScore(page)).toHaveAttribute('aria-valuenow', /^\d+$/)
  const score = Number(await coachScore(page).getAttribute('aria-valuenow'))
  expect(score).toBeGreaterThanOrEqual(0)
  expect(score).toBeLessThanOrEqual(100)
  await expect(coach.getByRole('list', { name: 'Checks' }).getByRole('listitem')).toHaveCount(9)
  // a two-word email with a leftover variable: the score drops and the one fix that helps most is named
  await body(dialog).fill('Hi {{first_name}}, internship?')
  await expect(coachScore(page)).not.toHaveAttribute('aria-valuenow', String(score))
  expect(Number(await coachScore(page).getAttribute('aria-valuenow'))).toBeLessThan(score)
  await expect(coach.getByText(/^Top fix:/)).toBeVisible()
  await expect(
    coach
      .getByRole('listitem')
      .filter({ hasText: /^To fix:/ })
      .first(),
  ).toBeVisible()
  // template text left (a variable, a section tag a broken template left): every way to send asks first
  await body(dialog).fill('Hi {{first_name}}, internship? {{/role}}')
  await sendLink(dialog).click()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(coach.getByRole('listitem').filter({ hasText: 'No placeholders left' }).first()).toContainText(
    '2 placeholders left: {{first_name}}, {{/role}}',
  )
  for (const send of [
    dialog.getByRole('button', { name: 'Copy' }),
    dialog.getByRole('link', { name: /^Open in Gmail/ }),
    dialog.getByRole('button', { name: 'Download .eml' }),
    sendLink(dialog),
  ]) {
    await send.click()
    const ask = dialog.getByRole('group', { name: 'Send with template text left?' })
    await expect(ask).toContainText(
      'The email still has {{first_name}}, {{/role}}: the founder would see them as written.',
    )
    await expect(ask.getByRole('button', { name: 'Send anyway' })).toBeFocused()
    await ask.getByRole('button', { name: 'Cancel' }).click()
    await expect(ask).toBeHidden()
  }
  await body(dialog).fill(
    `Hi ${firstName(member.name)},\n\nI'm Asha, a student at IIT Bombay. I have been reading about Redline Desk's contract review tools and would love to help.\n\nCould we talk for 15 minutes next week?\n\nThanks,\nAsha`,
  )
  await expect(coachScore(page)).not.toHaveAttribute('aria-valuenow', '0')

  // a short email: the mail link, and Copy, Gmail and .eml beside it
  await expect(sendLink(dialog)).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: /^Open in Gmail/ })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Download .eml' })).toBeVisible()
  await expectAccessible(page)

  await stubMailApp(page)
  let posts = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/outreach/sends') && r.method() === 'POST') posts++
  })
  const logged = page.waitForResponse(
    (r) => r.url().endsWith('/api/outreach/sends') && r.request().method() === 'POST',
  )
  await sendLink(dialog).click()
  expect((await logged).status()).toBe(201)
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Opened in your mail app · logged in Follow-ups' }),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Copy' }).click()
  await expect(
    dialog
      .getByRole('status')
      .filter({ hasText: 'Copied: paste it into a new email · logged in Follow-ups' }),
  ).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Subject: .+\n\nHi /)
  // one written email is one send: the mail link and then Copy log it once
  expect(posts).toBe(1)
  await expectAccessible(page)

  // Done closes the dialog and gives focus back to the Email button
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  await expect(emailButton).toBeFocused()
})

test('Send to all, one at a time: each member gets their own email with their own first name', async ({
  page,
}) => {
  await signInWithProfile(page, { domains: ['Growth'] })
  const detail = await openStartup(page)
  const [first, second] = detail.employees
  const count = detail.employees.length
  await team(page).getByRole('button', { name: 'Send to all' }).click()
  const dialog = page.getByRole('dialog', { name: `Email the ${detail.name} team` })
  await expect(
    dialog.getByText('Personal emails get more replies than one email to the whole team.'),
  ).toBeVisible()
  await dialog.getByRole('button', { name: `Write to all ${count} one at a time` }).click()
  await expect(
    dialog.getByRole('status').filter({ hasText: `1 of ${count}: ${firstName(first!.name)}` }),
  ).toBeVisible()

  await dialog.getByRole('button', { name: /^Hiring post reply/ }).click()
  await expect(body(dialog)).toHaveValue(new RegExp(`^Hi ${firstName(first!.name)}\\b`))
  expect(readMailto((await sendLink(dialog).getAttribute('href'))!).to).toEqual([first!.email])
  await expectAccessible(page)

  await stubMailApp(page)
  await sendLink(dialog).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Opened in your mail app' })).toBeVisible()
  await dialog.getByRole('button', { name: `Next: ${firstName(second!.name)}` }).click()
  await expect(
    dialog.getByRole('status').filter({ hasText: `2 of ${count}: ${firstName(second!.name)}` }),
  ).toBeVisible()
  await expect(body(dialog)).toHaveValue(new RegExp(`^Hi ${firstName(second!.name)}\\b`))
  await expect(body(dialog)).not.toHaveValue(new RegExp(firstName(first!.name)))
  expect(readMailto((await sendLink(dialog).getAttribute('href'))!).to).toEqual([second!.email])
  // the last sent one is logged for its own recipient only
  await expect(dialog.getByRole('status').filter({ hasText: 'Opened in your mail app' })).toHaveCount(0)
  if (count > 2) {
    await dialog.getByRole('button', { name: `Skip ${firstName(second!.name)}` }).click()
    await expect(dialog.getByRole('status').filter({ hasText: `3 of ${count}` })).toBeVisible()
  }
})

/** An AI writer that states a figure and an accomplishment the student's profile does not have. */
const CLAIM_FIGURE = 'I grew sign-ups by 40% in a month.'
const CLAIM_WIN = 'I won the Smart India Hackathon.'
function aiStream(name: string) {
  const text = `Hi ${name},\n\nI'm Asha, a student at IIT Bombay. ${CLAIM_FIGURE} ${CLAIM_WIN}\n\nCould we talk for 15 minutes next week?\n\nThanks,\nAsha`
  return [
    `event: start\ndata: ${JSON.stringify({ writer: 'gemini', notice: null })}\n\n`,
    `event: delta\ndata: ${JSON.stringify({ text })}\n\n`,
    `event: done\ndata: ${JSON.stringify({ writer: 'gemini', notice: null, unconfirmed: [CLAIM_FIGURE, CLAIM_WIN] })}\n\n`,
  ].join('')
}

test('claims the writer could not back are highlighted and confirmed or removed before Send', async ({
  page,
}) => {
  await signInWithProfile(page)
  const detail = await openStartup(page)
  const member = detail.employees[0]!
  await page.route('**/api/compose', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: aiStream(firstName(member.name)) }),
  )
  await team(page)
    .getByRole('button', { name: `Email ${member.name}` })
    .click()
  const dialog = page.getByRole('dialog', { name: `Email ${member.name}` })
  await dialog.getByRole('button', { name: /^Short internship ask/ }).click()
  await expect(body(dialog)).toHaveValue(new RegExp(CLAIM_WIN))

  const claims = dialog.getByRole('region', { name: 'Claims to confirm' })
  await expect(claims.getByRole('listitem')).toHaveText([new RegExp(CLAIM_FIGURE), new RegExp(CLAIM_WIN)])
  await expect(dialog.locator('mark[data-highlight="info"]')).toHaveText([CLAIM_FIGURE, CLAIM_WIN])
  const before = Number(await coachScore(page).getAttribute('aria-valuenow'))
  await expectAccessible(page)

  // Send asks first while any claim is unconfirmed
  await sendLink(dialog).click()
  const ask = dialog.getByRole('group', { name: 'Send unconfirmed claims?' })
  await expect(ask).toContainText('2 claims are not confirmed yet')
  await ask.getByRole('button', { name: 'Cancel' }).click()

  await claims.getByRole('button', { name: `Confirm: ${CLAIM_FIGURE}` }).click()
  await claims.getByRole('button', { name: `Remove: ${CLAIM_WIN}` }).click()
  await expect(claims).toBeHidden()
  await expect(body(dialog)).not.toHaveValue(new RegExp(CLAIM_WIN))
  await expect(body(dialog)).toHaveValue(new RegExp(`IIT Bombay. ${CLAIM_FIGURE}\n\nCould we`))
  await expect(dialog.locator('mark[data-highlight="info"]')).toHaveCount(0)
  expect(Number(await coachScore(page).getAttribute('aria-valuenow'))).toBeGreaterThan(before)

  // nothing left to confirm: Send goes straight to the mail app
  await stubMailApp(page)
  await sendLink(dialog).click()
  await expect(dialog.getByRole('group', { name: 'Send unconfirmed claims?' })).toHaveCount(0)
  await expect(dialog.getByRole('status').filter({ hasText: 'Opened in your mail app' })).toBeVisible()
})
