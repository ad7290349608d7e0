import { fromWallInput, toWallInput } from '@coldstart/contract'
import {
  mailServersMissing,
  startMailServers,
  type MailServers,
} from '../../server/src/testing/mail-servers.ts'
import { composeTo, signInWithProfile } from './composer-fixture.ts'
import { expect, test } from './fixtures.ts'
import { SLOW, STUDENT, answerQuestions, connect, mailboxSends, openStartup } from './mailbox-fixture.ts'

// A student in Kolkata on a laptop still set to Los Angeles (13½ hours behind): the email scheduled for next
// Monday 10:00 in the composer reads Monday 10:00 on Follow-ups too, and a new time typed there is Kolkata's,
// even one that is still Sunday in the browser's zone.

const MAILBOX_ZONE = 'Asia/Kolkata'
const missing = mailServersMissing()
let mail: MailServers | undefined

test.skip(Boolean(missing), missing ?? '')
test.use({ timezoneId: 'America/Los_Angeles' })
test.afterAll(async () => {
  await mail?.close()
})

/** Follow-ups' words for an email going out on a Monday at `time` in the mailbox's zone. */
const goesOutMonday = (time: string) =>
  new RegExp(`^Goes out Mon \\d{1,2} \\w{3}, ${time} \\(Asia/Kolkata\\)$`)

test("shows and edits a scheduled email's time in the mailbox's zone, not the browser's", async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithProfile(page, { domains: ['Product'] })
  const detail = await openStartup(page)
  const [founder] = detail.employees
  mail = await startMailServers([STUDENT, { address: founder!.email!, password: 'x' }])
  await connect(page, mail, MAILBOX_ZONE)

  await openStartup(page)
  const dialog = await composeTo(page, founder!.name)
  await expect(dialog.getByRole('button', { name: `Send from ${STUDENT.address}` })).toBeEnabled()
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click()
  const schedule = dialog.getByRole('group', { name: 'Schedule' })
  await expect(schedule.getByLabel(`Send at (${MAILBOX_ZONE})`)).toBeVisible()
  await schedule.getByRole('button', { name: 'Next Monday 10:00' }).click()
  await answerQuestions(dialog)
  await expect(dialog.getByRole('status').filter({ hasText: 'Queued in your mailbox' })).toBeVisible()
  await page.keyboard.press('Escape')

  const [queued] = await mailboxSends(page)
  const monday = new Date(queued!.scheduledFor!)
  expect(toWallInput(monday, MAILBOX_ZONE)).toMatch(/T10:00$/)

  await page.goto('/app/follow-ups')
  const row = page.getByRole('row').filter({ hasText: founder!.name })
  await expect(row.getByText(goesOutMonday('10:00'))).toBeVisible(SLOW)

  // 06:00 on that Monday in Kolkata is 16:30 on Sunday in the browser's zone
  await row.getByRole('button', { name: `Edit time of the email to ${founder!.name}` }).click()
  const field = row.getByLabel(`New time (${MAILBOX_ZONE})`)
  await expect(field).toHaveValue(toWallInput(monday, MAILBOX_ZONE))
  const early = toWallInput(monday, MAILBOX_ZONE).replace(/T10:00$/, 'T06:00')
  await field.fill(early)
  await row.getByRole('button', { name: 'Save time' }).click()
  await expect(row.getByText(goesOutMonday('06:00'))).toBeVisible()
  const [moved] = await mailboxSends(page)
  expect(new Date(moved!.scheduledFor!).getTime()).toBe(fromWallInput(early, MAILBOX_ZONE)!.getTime())
})
