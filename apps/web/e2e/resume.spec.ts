import type { Page } from '@playwright/test'
import { RESUME_MESSAGES } from '@coldstart/contract'
import {
  makeResumeDocx,
  makeResumePdf,
  makeScannedPdf,
  readDocFixture,
} from '../../server/src/testing/fixtures/resume-files.ts'
import { SAMPLE_RESUME_TEXT } from '../../server/src/testing/fixtures/resume-sample.ts'
import { expectFailedRequest } from './auth-console.ts'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// Resume Tools: the guide, upload of each format with the text shown for review, a hostile
// file's message, keeping edited text, copy and "Build resume text from profile".

async function openResumeTools(page: Page) {
  await signIn(page)
  await page.goto('/app/resumes')
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Tools' })).toBeVisible()
}

const pick = (page: Page, name: string, buffer: Uint8Array) =>
  page
    .getByLabel('Resume file')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(buffer) })

test('the guide, accessible, with examples and a checklist', async ({ page }) => {
  await openResumeTools(page)
  await expect(page.getByRole('heading', { name: 'Resume guide' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Examples' })).toBeVisible()
  const checklist = page.getByRole('list', { name: 'Resume checklist' })
  await checklist.getByRole('checkbox').first().check()
  await expect(checklist.getByRole('checkbox').first()).toBeChecked()
  await expect(page.getByText('No resume yet.')).toBeVisible()
  await expectAccessible(page)
  // and in the dark theme
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectAccessible(page)
})

test('uploads each format and shows its text for review', async ({ page }) => {
  await openResumeTools(page)
  const files: [string, Uint8Array][] = [
    ['asha.txt', new TextEncoder().encode(SAMPLE_RESUME_TEXT)],
    ['asha.pdf', await makeResumePdf(2)],
    ['asha.docx', await makeResumeDocx()],
    ['asha.doc', await readDocFixture()],
  ]
  for (const [name, bytes] of files) {
    await pick(page, name, bytes)
    await expect(page.getByText(name, { exact: true })).toBeVisible()
    if (name.endsWith('.pdf')) await expect(page.getByText('2 pages')).toBeVisible()
    await expect(page.getByLabel('Extracted text')).toHaveValue(
      /Growth Intern, Zepto \(May 2025 [–-] Jul 2025\)/,
    )
    await expect(page.getByRole('list', { name: 'Skills found' })).toContainText('Python')
    await expect(page.getByTestId('upload-summary')).toContainText(
      'Asha Verma is studying B.Tech in Computer Science',
    )
    await page.getByRole('button', { name: 'Discard' }).click()
  }
})

test('a scanned PDF gets one clear sentence and nothing is kept', async ({ page, consoleErrors }) => {
  await openResumeTools(page)
  await pick(page, 'scan.pdf', await makeScannedPdf())
  await expect(page.getByRole('alert')).toHaveText(RESUME_MESSAGES.noTextLayer)
  await expect(page.getByText('No resume yet.')).toBeVisible()
  expectFailedRequest(consoleErrors, 422)
  await pick(page, 'photo.png', new Uint8Array([1, 2, 3]))
  await expect(page.getByRole('alert')).toHaveText(RESUME_MESSAGES.unsupported)
})

test('keeps the edited text, shows and copies the summary, and builds text from the profile', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openResumeTools(page)
  await pick(page, 'asha.pdf', await makeResumePdf(1))
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0)
  const text = page.getByLabel('Extracted text')
  await text.fill(SAMPLE_RESUME_TEXT.replace('Notion', 'Notion, HubSpot'))
  await expect(page.getByText('You edited the text')).toBeVisible()
  await page.getByRole('button', { name: 'Keep this resume' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Resume saved.' })).toBeVisible()
  const stored = page.getByTestId('stored-summary')
  await expect(stored).toContainText('HubSpot')
  await expect(page.getByText(/^From asha\.pdf/)).toBeVisible()
  // the app's own way of saying when, the date itself on hover
  await expect(page.getByText(/^From asha\.pdf · updated today$/)).toBeVisible()

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await stored.textContent())?.trim())

  await page.getByRole('button', { name: 'Build resume text from profile' }).click()
  await expect(page.getByText('Resume text built from your profile.')).toBeVisible()
  await expect(stored).toHaveText('Asha Verma is a student looking for an internship at a startup.')
  await expect(page.getByText(/^Built from your profile/)).toBeVisible()
})
