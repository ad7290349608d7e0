import type { Locator, Page } from '@playwright/test'
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
  mailboxRegion,
  mailboxSends,
  openStartup,
} from './mailbox-fixture.ts'

// A mailbox email with a follow-up, against a real Dovecot and SMTP server: the follow-up is written from a
// follow-up template and edited, the email goes, the founder replies in its thread, "Check now" sees the
// reply, and the follow-up is cancelled (never sent). At 1280 px and 390 px, axe in light and dark.

const missing = mailServersMissing()
/** set to a folder to keep screenshots of the follow-up section there (to look at them) */
const SHOTS = process.env.E2E_SHOTS_DIR
const REPLY = 'Thanks Asha, happy to talk on Monday.'
let mail: MailServers | undefined

test.skip(Boolean(missing), missing ?? '')
test.afterEach(async () => {
  await mail?.close()
  mail = undefined
})

/** Axe and a screenshot of the follow-up section, in both themes (the class the theme switch sets). */
async function checkBothThemes(page: Page, section: Locator, width: number) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme)
    await expectAccessible(page)
    if (!SHOTS) continue
    // the dialog with the section at the top of its scroll area (a shot of the section alone is clipped)
    await section.evaluate((el) => {
      const area = el.closest('.overflow-y-auto')!
      area.scrollTop += el.getBoundingClientRect().top - area.getBoundingClientRect().top
    })
    await page.screenshot({ path: `${SHOTS}/follow-ups-${width}-${theme}.png`, animations: 'disabled' })
  }
}

/** The founder answers in the thread of the message they received. */
function replyTo(from: string, subject: string, messageId: string) {
  const id = messageId.startsWith('<') ? messageId : `<${messageId}>`
  return [
    `From: Founder <${from}>`,
    `To: Asha Verma <${STUDENT.address}>`,
    `Subject: Re: ${subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <reply-${Date.now()}@founder.test>`,
    `In-Reply-To: ${id}`,
    `References: ${id}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    REPLY,
    '',
  ].join('\r\n')
}

for (const { width, height, theme } of [
  { width: 1280, height: 900, theme: 'light' },
  { width: 390, height: 844, theme: 'dark' },
] as const) {
  test(`a follow-up written and edited, then cancelled by the founder's reply (${width} px, ${theme})`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize({ width, height })
    await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme)
    await signInWithProfile(page, { domains: ['Product'] })
    const detail = await openStartup(page)
    const founder = detail.employees[width === 1280 ? 0 : 1]!
    mail = await startMailServers([STUDENT, { address: founder.email!, password: 'x' }])
    await connect(page, mail, daytimeZone())

    // the composer offers follow-ups when the mailbox sends: off at first
    await openStartup(page)
    const dialog = await composeTo(page, founder.name)
    await expect(dialog.getByRole('button', { name: `Send from ${STUDENT.address}` })).toBeEnabled()
    const toggle = dialog.getByRole('switch', { name: 'Follow up if no reply' })
    await expect(toggle).not.toBeChecked()
    await toggle.click()

    // the writer fills the first follow-up from a follow-up template; the student edits it
    const text = dialog.getByRole('textbox', { name: 'Text of follow-up 1' })
    await expect(text).toHaveValue(/^Hi /, SLOW)
    await expect(dialog.getByRole('spinbutton', { name: 'Days after the email' })).toHaveValue('3')
    await expect(dialog.getByText(/^Sent as “Re: .+” in the same thread/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Add a second follow-up' }).click()
    await expect(dialog.getByRole('textbox', { name: 'Text of follow-up 2' })).toHaveValue(/^Hi /, SLOW)
    await expect(dialog.getByRole('spinbutton', { name: 'Days after follow-up 1' })).toHaveValue('7')
    const section = dialog.getByRole('region', { name: 'Follow up if no reply' })
    if (width < 640) {
      // a phone: every control of the section is a 44 px target
      for (const target of [
        section.locator('label').filter({ hasText: 'Follow up if no reply' }),
        section.getByRole('button', { name: 'Remove follow-up 1' }),
        section.getByRole('spinbutton', { name: 'Days after the email' }),
        section.getByRole('combobox', { name: 'Template of follow-up 1' }),
      ])
        expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    await checkBothThemes(page, section, width)
    await dialog.getByRole('button', { name: 'Remove follow-up 2' }).click()
    await expect(dialog.getByRole('textbox', { name: 'Text of follow-up 2' })).toHaveCount(0)
    await text.fill('Hi again, just bringing my note back to the top of your inbox.')
    // past the contract's bound: nothing is queued, the field says why and takes focus
    const days = dialog.getByRole('spinbutton', { name: 'Days after the email' })
    await days.fill('40')
    await dialog.getByRole('button', { name: `Send from ${STUDENT.address}` }).click()
    await answerQuestions(dialog)
    await expect(days).toBeFocused()
    await expect(days).toHaveAccessibleDescription('Follow up after at most 30 days')
    expect(await mailboxSends(page)).toHaveLength(0)
    await days.fill('2')

    // sent now: the status says when it goes and when it follows up
    await dialog.getByRole('button', { name: `Send from ${STUDENT.address}` }).click()
    await answerQuestions(dialog)
    const status = dialog.getByRole('status').filter({ hasText: 'Queued in your mailbox' })
    await expect(status).toContainText(/Goes out today around \d\d:\d\d/)
    await expect(status).toContainText(/Follows up on \w{3} \d{1,2} \w{3} if no reply/)
    await page.keyboard.press('Escape')

    // the request carried the edited follow-up: a scheduled follow-up of the thread
    await expect.poll(async () => (await mailboxSends(page)).length).toBe(2)
    await expect
      .poll(async () => (await mailboxSends(page)).find((s) => s.followUpIndex === null)?.delivery, {
        timeout: 30_000,
      })
      .toBe('sent')
    const sends = await mailboxSends(page)
    const first = sends.find((s) => s.followUpIndex === null)!
    expect(sends.find((s) => s.followUpIndex === 1)?.delivery).toBe('scheduled')
    await page.goto('/app/follow-ups')
    await expect(page.getByText('Follow-up 1 · Scheduled').filter({ visible: true })).toBeVisible(SLOW)

    // the founder replies in the thread; Check now reads it
    await expect.poll(async () => (await mail!.readMailbox(founder.email!)).length).toBe(1)
    const [received] = await mail.readMailbox(founder.email!)
    await mail.deliver(STUDENT.address, replyTo(founder.email!, first.subject ?? '', received!.messageId))
    await page.goto('/app/settings')
    await mailboxRegion(page).getByRole('button', { name: 'Check now' }).click()
    await expect
      .poll(async () => (await mailboxSends(page)).find((s) => s.followUpIndex === 1)?.delivery, {
        timeout: 60_000,
      })
      .toBe('cancelled')

    // Follow-ups: "Replied" with what the founder said, the follow-up cancelled, no nudge to follow up
    await page.goto('/app/follow-ups')
    const replies = page.getByRole('region', { name: 'Replies' })
    const card = replies.getByRole('listitem').filter({ hasText: founder.name })
    await expect(card.getByText('Replied', { exact: true })).toBeVisible(SLOW)
    await expect(card).toContainText(REPLY)
    await expect(page.getByText('Follow-up 1 · Cancelled').filter({ visible: true })).toHaveCount(1)
    await expect(page.getByText(/^No reply from/)).toHaveCount(0)
    await expectAccessible(page)
    // never sent: the founder's inbox still holds the one email
    expect(await mail.readMailbox(founder.email!)).toHaveLength(1)
  })
}
