import type { Locator, Page } from '@playwright/test'
import type { OutreachListResponse, StartupDetail, StartupListResponse } from '@coldstart/contract'
import type { MailServers } from '../../server/src/testing/mail-servers.ts'
import { accessToken } from './auth-fixture.ts'
import { STARTUP, startupAsStudent } from './composer-fixture.ts'
import { expect } from './fixtures.ts'

// What the browser tests that send from the student's own mailbox share: the student's address, connecting it
// in Settings with a daytime zone, the composer's questions, and the mailbox sends as the API lists them.

export const STUDENT = { address: 'asha@mail.test', password: 'abcd-efgh-ijkl-mnop' }

/** a loaded machine (other test runs beside this one) can take long over a page's first render */
export const SLOW = { timeout: 60_000 }

export const mailboxRegion = (page: Page) => page.getByRole('region', { name: 'Mailbox' })

export async function openStartup(page: Page): Promise<StartupDetail> {
  const list = (await (
    await page.request.get(`/api/startups?q=${encodeURIComponent(STARTUP)}`)
  ).json()) as StartupListResponse
  const detail = await startupAsStudent(page, list.items.find((s) => s.name === STARTUP)!.id)
  await page.goto(`/app/startups/${detail.id}`)
  await expect(page.getByRole('heading', { level: 1, name: STARTUP })).toBeVisible(SLOW)
  return detail
}

/** A zone where it is now between 09:00 and 18:00, so "Send now" is inside the sending hours. */
export function daytimeZone(): string {
  // zones the browser lists (Intl.supportedValuesOf: no bare UTC)
  const zones = [
    'Europe/London',
    'Asia/Kolkata',
    'Asia/Tokyo',
    'Europe/Berlin',
    'America/New_York',
    'America/Los_Angeles',
    'Pacific/Auckland',
  ]
  return zones.find((timeZone) => {
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
    )
    return hour >= 9 && hour < 18
  })!
}

/** Settings → Mailbox: STUDENT's address on the test servers ("Other" provider, no TLS) and a password. */
export async function fillMailboxForm(page: Page, mail: MailServers, password: string) {
  const box = mailboxRegion(page)
  await box.getByLabel('Email address').fill(STUDENT.address)
  await box.getByLabel('Mail provider').selectOption('other')
  for (const [side, port] of [
    ['IMAP', mail.imapPort],
    ['SMTP', mail.smtpPort],
  ] as const) {
    await box.getByLabel(`${side} host`).fill('127.0.0.1')
    await box.getByLabel(`${side} port`).fill(String(port))
    await box.getByLabel(`${side} security`).selectOption('none')
  }
  await box.getByLabel('App password').fill(password)
}

/** Settings → Mailbox: connects STUDENT's mailbox on the test servers and saves the zone. */
export async function connect(page: Page, mail: MailServers, timeZone: string) {
  await page.goto('/app/settings')
  const box = mailboxRegion(page)
  await expect(box.getByLabel('Email address')).toBeVisible(SLOW)
  await fillMailboxForm(page, mail, STUDENT.password)
  await box.getByRole('button', { name: 'Connect mailbox' }).click()
  await expect(box.getByText('Connected as')).toBeVisible()
  await box.getByLabel('Time zone').selectOption(timeZone)
  await box.getByRole('button', { name: 'Save sending settings' }).click()
  await expect(box.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
}

/** Answers whatever the composer asks first ("Send unconfirmed claims?", "Send again?"). */
export async function answerQuestions(dialog: Locator) {
  for (let i = 0; i < 3; i++) {
    const ask = dialog.getByRole('group', { name: /^Send .*\?$/ })
    if (!(await ask.isVisible().catch(() => false))) return
    await ask.getByRole('button').last().click()
  }
}

/** The student's mailbox sends (follow-ups included), newest first. */
export async function mailboxSends(page: Page) {
  const res = await page.request.get('/api/outreach/sends', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  })
  return ((await res.json()) as OutreachListResponse).items.filter((s) => s.channel === 'mailbox')
}
