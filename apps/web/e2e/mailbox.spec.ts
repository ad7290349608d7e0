import type { Page } from '@playwright/test'
import {
  mailServersMissing,
  startMailServers,
  type MailServers,
} from '../../server/src/testing/mail-servers.ts'
import { expectFailedRequest } from './auth-console.ts'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { STUDENT, fillMailboxForm } from './mailbox-fixture.ts'

// Profile → Mailbox against a real Dovecot and SMTP server: presets with their app-password steps, a failed
// connect that says why, a connect, the status, and Disconnect. At 1280 and 390 px, light and dark, with axe.

const missing = mailServersMissing()
let mail: MailServers

test.skip(Boolean(missing), missing ?? '')
test.beforeAll(async () => {
  mail = await startMailServers([STUDENT])
})
test.afterAll(async () => {
  await mail?.close()
})

const section = (page: Page) => page.getByRole('region', { name: 'Mailbox' })

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test('connects a mailbox, shows who is connected, and disconnects', async ({ page, consoleErrors }) => {
  // eight axe runs over two themes and two widths
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page)
  await page.goto('/app/settings')
  const box = section(page)
  await expect(box).toBeVisible()

  // the address picks the preset, with the provider's steps and link
  await box.getByLabel('Email address').fill('asha.verma@gmail.com')
  await expect(box.getByLabel('Mail provider')).toHaveValue('gmail')
  await expect(box.getByText(/Turn on 2-Step Verification first/)).toBeVisible()
  await expect(box.getByRole('link', { name: /Open Gmail app passwords/ })).toHaveAttribute(
    'href',
    'https://myaccount.google.com/apppasswords',
  )
  await box.getByLabel('Email address').fill('asha@outlook.com')
  await expect(box.getByLabel('Mail provider')).toHaveValue('outlook')

  // a wrong password: which side, and why; the password field is emptied
  await fillMailboxForm(page, mail, 'not-it')
  await box.getByRole('button', { name: 'Connect mailbox' }).click()
  await expect(box.getByRole('alert')).toContainText(
    'Reading mail (IMAP): the server refused the address or password',
  )
  await expect(box.getByLabel('App password')).toHaveValue('')
  expectFailedRequest(consoleErrors, 422)
  await expectAccessible(page)

  await box.getByLabel('App password').fill(STUDENT.password)
  await box.getByRole('button', { name: 'Connect mailbox' }).click()
  await expect(box.getByText('Connected as')).toBeVisible()
  await expect(box.getByText(STUDENT.address)).toBeVisible()
  await expect(box.getByText('Not checked yet')).toBeVisible()
  await expect(box.getByText('Active')).toBeVisible()
  await expect(box.getByLabel('App password')).toHaveCount(0)
  await expectAccessible(page)

  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(section(page).getByText(STUDENT.address)).toBeVisible()
  await expectAccessible(page)

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(section(page).getByText(STUDENT.address)).toBeVisible()
  await expectNoSideways(page)
  await expectAccessible(page)

  await section(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(section(page).getByRole('button', { name: 'Connect mailbox' })).toBeVisible()
  await section(page).getByLabel('Mail provider').selectOption('other')
  await expectNoSideways(page)
  await expectAccessible(page)
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
  await page.reload()
  await section(page).getByLabel('Mail provider').selectOption('other')
  await expectAccessible(page)
})
