import fs from 'node:fs/promises'
import {
  STARTUP,
  body,
  openStartup,
  readMailto,
  sendButton,
  sendLink,
  signInWithProfile,
  team,
  usageCount,
} from './composer-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// The email composer on a startup's page: pick a template (counts a use), the text
// streams in personalised by the offline writer, edit, send through mailto; Back, reset on close, Stop,
// the disabled states, the unfilled-variable warning and the long-email fallback (.eml).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('Email: pick a template, watch it personalised, edit, send with mailto', async ({ page }) => {
  const token = await signInWithProfile(page)
  const detail = await openStartup(page)
  const member = detail.employees[0]!
  const before = await usageCount(page, token, 'Short internship ask')

  await team(page)
    .getByRole('button', { name: `Email ${member.name}` })
    .click()
  const dialog = page.getByRole('dialog', { name: `Email ${member.name}` })
  await expect(dialog).toContainText('Step 1 of 2: choose a template')
  await expect(sendButton(dialog)).toBeDisabled()
  const option = dialog.getByRole('button', { name: /^Short internship ask/ })
  // a 150-character preview, its subject on a line of its own (not run into the greeting)
  const subjectLine = option.getByText(/^Subject: /)
  await expect(subjectLine).toBeVisible()
  const start = (await option.locator('span.block').textContent())!
  expect(start).toMatch(/^Hi /)
  expect(`${await subjectLine.textContent()} ${start}`.length).toBeLessThanOrEqual(150)
  await expectAccessible(page)

  await option.click()
  await expect(dialog).toContainText('Step 2 of 2')
  // greeted by first name; the education line, the company's own words and the skills read as sentences
  await expect(body(dialog)).toHaveValue(new RegExp(`^Hi ${member.name.split(' ')[0]},`))
  const text = await body(dialog).inputValue()
  expect(text).not.toMatch(/^Subject:/)
  expect(text).toContain(
    "I'm Asha Verma, a B.Tech Computer Science student at IIT Bombay. I've been following the work Redline Desk does on contract review for in-house legal teams, and I'd love to join as an intern.",
  )
  expect(text).toContain(
    "Redline Desk's focus on contracts is where I'd most like to put Contracts research to work.",
  )
  expect(text).not.toMatch(/\{\{/)
  await expect(dialog.getByText('Personalised from your profile')).toBeVisible()
  await expect.poll(() => usageCount(page, token, 'Short internship ask')).toBe(before + 1)

  // no preferred domain: the template leaves the role out rather than a {{role}} to fill
  const subject = dialog.getByRole('textbox', { name: 'Subject' })
  await expect(subject).toHaveValue(`regarding internship opportunity at ${STARTUP}`)
  await expect(dialog.locator('mark[data-highlight]')).toHaveCount(0)

  // the template's own Subject line is the alternative, never left in the body
  await dialog.getByRole('button', { name: /^Use “Internship at Redline Desk\?” instead$/ }).click()
  await expect(subject).toHaveValue('Internship at Redline Desk?')

  // a variable the student types is highlighted and named above Send; sending stays possible
  await body(dialog).fill(text.replace('as an intern', 'as an intern in {{role}}'))
  await expect(dialog.locator('mark[data-highlight]')).toHaveText(['{{role}}'])
  await expect(dialog.getByText(/Not filled in yet: \{\{role\}\}/)).toBeVisible()
  await expect(sendLink(dialog)).toBeVisible()

  await subject.fill('Product internship at Redline Desk?')
  const edited = `${text.replace('as an intern', 'as an intern in Product')}\n\nP.S. Cost & time: 100%?`
  await body(dialog).fill(edited)
  await expect(dialog.getByText(/Not filled in yet/)).toHaveCount(0)
  await expectAccessible(page)

  const mail = readMailto((await sendLink(dialog).getAttribute('href'))!)
  expect(mail).toEqual({
    to: [member.email],
    subject: 'Product internship at Redline Desk?',
    body: edited.replace(/\n/g, '\r\n'),
  })
})

test('Send to all, Back, and closing resets everything', async ({ page }) => {
  await signInWithProfile(page, { domains: ['Growth'] })
  const detail = await openStartup(page)
  await team(page).getByRole('button', { name: 'Send to all' }).click()
  const dialog = page.getByRole('dialog', { name: `Email the ${STARTUP} team` })
  await dialog.getByRole('button', { name: /^Hiring post reply/ }).click()
  await expect(body(dialog)).toHaveValue(/I saw that Redline Desk is hiring interns/)
  const mail = readMailto((await sendLink(dialog).getAttribute('href'))!)
  expect(mail.to).toEqual(detail.employees.map((e) => e.email))
  expect(mail.subject).toBe(`regarding internship opportunity at ${STARTUP}`)

  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog).toContainText('Step 1 of 2')
  await expect(sendButton(dialog)).toBeDisabled()
  await dialog.getByRole('button', { name: /^Project-first pitch/ }).click()
  // the preferred domain fills the role, in lower case mid-sentence
  await expect(body(dialog)).toHaveValue(/I'm looking for an internship in growth/)
  await body(dialog).fill('My own words')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await team(page).getByRole('button', { name: 'Send to all' }).click()
  await expect(dialog).toContainText('Step 1 of 2: choose a template')
  await expect(body(dialog)).toHaveCount(0)
  await expect(sendButton(dialog)).toBeDisabled()
})

test('Stop while personalising; Send waits for the writer; a refused request uses the template', async ({
  page,
  consoleErrors,
}) => {
  await signInWithProfile(page)
  const detail = await openStartup(page)
  // the writer never answers: the composer shows its progress until Stop
  await page.route('**/api/compose', () => {})
  await team(page)
    .getByRole('button', { name: `Email ${detail.employees[0]!.name}` })
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /^Gentle follow-up after a week/ }).click()
  await expect(dialog.getByRole('progressbar', { name: 'Personalising' })).toBeVisible()
  await expect(sendButton(dialog)).toBeDisabled()
  await expect(body(dialog)).toHaveAttribute('readonly', '')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Stop' }).click()
  await expect(dialog.getByRole('progressbar')).toHaveCount(0)
  await expect(dialog.getByText('Stopped. This is the template as is.')).toBeVisible()
  // the template as a student reads it: sections resolved, the variables left to fill
  await expect(body(dialog)).toHaveValue(
    /^Hi \{\{recipient_first_name\|there\}\},\n\nI know your inbox is busy, so I'm bringing my note from last week back to the top\. I'm still very keen on an internship in \{\{role\}\} at \{\{company\}\} and its work on \{\{company_focus\}\}\./,
  )
  await expect(body(dialog)).not.toHaveValue(/\{\{[#^/]/)
  await expect(sendLink(dialog)).toBeVisible()

  // past the hourly limit the server says so in a sentence; the template is used with that notice
  await page.unroute('**/api/compose')
  const sentence =
    'You have reached the hourly limit for personalised emails. The template is used as is; try again in 12 minutes.'
  await page.route('**/api/compose', (route) =>
    route.fulfill({ status: 429, json: { statusCode: 429, error: 'Too Many Requests', message: sentence } }),
  )
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: /^Gentle follow-up after a week/ }).click()
  await expect(dialog.getByText(sentence)).toBeVisible()
  await expect(body(dialog)).toHaveValue(/^Hi \{\{recipient_first_name\|there\}\},/)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((m) => !m.includes('status of 429')))
})

test('a long email offers Copy, Open in Gmail and a .eml download instead of a mail link', async ({
  page,
}) => {
  await signInWithProfile(page, { domains: ['Product'] })
  const detail = await openStartup(page)
  const member = detail.employees[1]!
  await team(page)
    .getByRole('button', { name: `Email ${member.name}` })
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /^Short internship ask/ }).click()
  await expect(body(dialog)).toHaveValue(/^Hi /)
  const long = `${await body(dialog).inputValue()}\n\nPS — ${'A detail about my project. '.repeat(90)}`
  await body(dialog).fill(long)

  await expect(
    dialog.getByText(/This email is too long for a mail link \(over 2,000 characters\)/),
  ).toBeVisible()
  await expect(sendLink(dialog)).toHaveCount(0)
  const gmail = new URL((await dialog.getByRole('link', { name: /Open in Gmail/ }).getAttribute('href'))!)
  expect(gmail.origin + gmail.pathname).toBe('https://mail.google.com/mail/')
  expect(Object.fromEntries(gmail.searchParams)).toEqual({
    view: 'cm',
    fs: '1',
    to: member.email,
    su: `regarding internship opportunity at ${STARTUP}`,
    body: long,
  })

  await dialog.getByRole('button', { name: 'Copy' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `Subject: regarding internship opportunity at ${STARTUP}\n\n${long}`,
  )

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download .eml' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('email-to-redline-desk.eml')
  const eml = await fs.readFile((await download.path())!, 'utf8')
  const [head, encoded] = eml.split('\r\n\r\n')
  const headers = Object.fromEntries(
    head!.split('\r\n').map((l) => [l.split(': ')[0], l.slice(l.indexOf(': ') + 2)]),
  )
  expect(headers).toMatchObject({
    To: member.email,
    Subject: `regarding internship opportunity at ${STARTUP}`,
    'X-Unsent': '1',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': 'base64',
  })
  const decoded = Buffer.from(encoded!.replace(/\r\n/g, ''), 'base64').toString('utf8')
  expect(decoded).toBe(long.replace(/\n/g, '\r\n'))
  await expectAccessible(page)
})
