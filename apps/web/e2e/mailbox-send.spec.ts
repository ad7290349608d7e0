import type { Page } from '@playwright/test'
import {
  mailServersMissing,
  startMailServers,
  type MailServers,
} from '../../server/src/testing/mail-servers.ts'
import { composeTo, signInWithProfile } from './composer-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import {
  SLOW,
  STUDENT,
  answerQuestions,
  connect,
  daytimeZone,
  mailboxSends,
  openStartup,
} from './mailbox-fixture.ts'

// Sending from the student's own mailbox against a real Dovecot and SMTP server: connect, send now and see it
// Sent on Follow-ups (and in the founder's inbox), schedule one for next Monday and cancel it. At 1280 px, axe.

const missing = mailServersMissing()
let mail: MailServers | undefined

test.skip(Boolean(missing), missing ?? '')
test.afterAll(async () => {
  await mail?.close()
})

async function composeWithMailbox(page: Page, name: string) {
  const dialog = await composeTo(page, name)
  await expect(dialog.getByRole('button', { name: `Send from ${STUDENT.address}` })).toBeEnabled()
  return dialog
}

test('connects a mailbox, sends now and sees it sent; schedules one and cancels it', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithProfile(page, { domains: ['Product'] })
  const detail = await openStartup(page)
  const [first, second] = detail.employees
  mail = await startMailServers([
    STUDENT,
    { address: first!.email!, password: 'x' },
    { address: second!.email!, password: 'y' },
  ])
  await connect(page, mail, daytimeZone())

  // send now: the composer leads with the mailbox and says when it goes
  await openStartup(page)
  let dialog = await composeWithMailbox(page, first!.name)
  await expect(dialog.getByRole('link', { name: 'Mail app' })).toBeVisible()
  await dialog.getByRole('button', { name: `Send from ${STUDENT.address}` }).click()
  await answerQuestions(dialog)
  await expect(dialog.getByRole('status').filter({ hasText: 'Queued in your mailbox' })).toContainText(
    /Goes out today around \d\d:\d\d/,
  )
  await expectAccessible(page)
  await page.keyboard.press('Escape')

  // the server's worker sends it: Follow-ups shows it sent, the founder has it once
  await expect.poll(async () => (await mailboxSends(page))[0]?.delivery, { timeout: 30_000 }).toBe('sent')
  const [sent] = await mailboxSends(page)
  await expect.poll(async () => (await mail!.readMailbox(first!.email!)).length).toBe(1)
  const [received] = await mail.readMailbox(first!.email!)
  expect(received!.subject).toBe(sent!.subject)
  await page.goto('/app/follow-ups')
  const row = page.getByRole('row').filter({ hasText: first!.name })
  await expect(row).toContainText('Your mailbox', SLOW)
  await expect(row.getByRole('combobox')).toBeVisible()
  await expect(row.getByText('Scheduled')).toHaveCount(0)

  // schedule for next Monday 10:00, then cancel it on Follow-ups
  await openStartup(page)
  dialog = await composeWithMailbox(page, second!.name)
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click()
  const schedule = dialog.getByRole('group', { name: 'Schedule' })
  await expect(schedule.getByLabel(/^Send at \(/)).toBeVisible()
  await expectAccessible(page)
  await schedule.getByRole('button', { name: 'Next Monday 10:00' }).click()
  await answerQuestions(dialog)
  await expect(dialog.getByRole('status').filter({ hasText: 'Queued in your mailbox' })).toContainText(
    /Goes out (tomorrow|on Mon .*) at 10:00/,
  )
  await page.keyboard.press('Escape')

  await page.goto('/app/follow-ups')
  const scheduled = page.getByRole('row').filter({ hasText: second!.name })
  await expect(scheduled.getByText('Scheduled', { exact: true })).toBeVisible(SLOW)
  await expectAccessible(page)
  await scheduled.getByRole('button', { name: `Cancel the email to ${second!.name}` }).click()
  await expect(scheduled.getByText('Cancelled', { exact: true })).toBeVisible()
  expect((await mailboxSends(page)).find((s) => s.contactName === second!.name)?.delivery).toBe('cancelled')
})
