import type { Page } from '@playwright/test'
import { PROFILE_MESSAGES } from '@coldstart/contract'
import { makeResumeDocx } from '../../server/src/testing/fixtures/resume-files.ts'
import { expectFailedRequest } from './auth-console.ts'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// The profile page: every validation rule, save states and
// messages, the unsaved-changes prompt, and skills from an uploaded resume.

const skillBox = (page: Page) => page.getByRole('textbox', { name: 'Add a skill' })
const skills = (page: Page) => page.getByRole('list', { name: 'Your skills' }).getByRole('listitem')
const saveButton = (page: Page) => page.getByRole('button', { name: 'save all changes' })

async function uploadDocx(page: Page) {
  await page.getByLabel('Resume file').setInputFiles({
    name: 'asha.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(await makeResumeDocx()),
  })
}

async function openProfile(page: Page) {
  await signIn(page)
  await page.goto('/app/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  await expect(saveButton(page)).toBeVisible()
}

test('shows the five sections, accessible, with the account name and email', async ({ page }) => {
  await openProfile(page)
  for (const name of [
    'Profile Information',
    'Social Links',
    'Skills',
    'Domain Preferences',
    'Additional Information',
  ]) {
    await expect(page.getByRole('region', { name })).toBeVisible()
  }
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Asha Verma')
  await expect(page.getByLabel('Resume', { exact: true })).toHaveAttribute('type', 'url')
  await expectAccessible(page)
  // and in the dark theme
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectAccessible(page)
})

/** Placeholders whose text is wider than their box (measured in the box's own font). */
function clippedPlaceholders(page: Page) {
  return page.locator('main input[placeholder]').evaluateAll((inputs) => {
    const context = document.createElement('canvas').getContext('2d')!
    return (inputs as HTMLInputElement[])
      .filter((input) => {
        const style = getComputedStyle(input)
        context.font = `${style.fontSize} ${style.fontFamily}`
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return context.measureText(input.placeholder).width > room
      })
      .map((input) => input.placeholder)
  })
}

test('on a phone and on a desktop: every example in an empty field is shown whole, Add says Add', async ({
  page,
}) => {
  await openProfile(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await expect(page.getByLabel('LinkedIn')).toHaveAttribute('placeholder', /^e\.g\. https:\/\//)
    expect(await clippedPlaceholders(page), `at ${width}px`).toEqual([])
    // the hint says "Press Enter or Add": the button shows that word at every width
    await expect(page.getByRole('button', { name: 'Add skill' })).toHaveText('Add')
  }
})

test('skills: Enter or the button adds trimmed, new skills; duplicates in any case are refused; chips remove', async ({
  page,
}) => {
  await openProfile(page)
  const add = page.getByRole('button', { name: 'Add skill' })
  await expect(add).toBeDisabled()
  await skillBox(page).fill('   ')
  await expect(add).toBeDisabled()
  await skillBox(page).fill('  Python  ')
  await skillBox(page).press('Enter')
  await expect(skills(page)).toHaveText(['Python'])
  await expect(skillBox(page)).toHaveValue('')
  await skillBox(page).fill('SQL')
  await add.click()
  await skillBox(page).fill('python')
  await expect(add).toBeDisabled()
  await expect(page.getByText('"python" is already in your list.')).toBeVisible()
  await skillBox(page).press('Enter')
  await expect(skills(page)).toHaveText(['Python', 'SQL'])
  await page.getByRole('button', { name: 'Remove Python' }).click()
  await expect(skills(page)).toHaveText(['SQL'])
})

test('links: custom link needs label and URL; URLs must be http(s); experience becomes a whole number ≥ 0', async ({
  page,
}) => {
  await openProfile(page)
  const addLink = page.getByRole('button', { name: 'Add link' })
  await expect(addLink).toBeDisabled()
  await page.getByLabel('Link label').fill('Blog')
  await expect(addLink).toBeDisabled()
  await page.getByLabel('Link URL').fill('   ')
  await expect(addLink).toBeDisabled()
  await page.getByLabel('Link URL').fill('ftp://blog.example')
  await addLink.click()
  await expect(page.getByText('Enter a full URL starting with http:// or https://')).toBeVisible()
  await page.getByLabel('Link URL').fill('https://asha.blog')
  await addLink.click()
  const links = page.getByRole('list', { name: 'Your custom links' })
  await expect(links).toContainText('Blog')
  await expect(links).toContainText('https://asha.blog')
  await expect(page.getByLabel('Link label')).toHaveValue('')

  await page.getByLabel('LinkedIn').fill('ftp://linkedin.com/in/asha')
  await saveButton(page).click()
  await expect(page.getByLabel('LinkedIn')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert')).toHaveText('Check the highlighted fields.')
  await expect(page.getByRole('region', { name: 'Social Links' })).toContainText(
    'Enter a full URL starting with http:// or https://',
  )
  await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/asha')

  await page.getByLabel('Years of experience').fill('-3')
  await saveButton(page).click()
  await expect(page.getByRole('status').filter({ hasText: PROFILE_MESSAGES.saved })).toBeVisible()
  await expect(page.getByLabel('Years of experience')).toHaveValue('0')
  await page.getByLabel('Years of experience').fill('')
  await page.getByLabel('Years of experience').fill('2')
  await saveButton(page).click()
  await expect(page.getByLabel('Years of experience')).toHaveValue('2')
})

test('saves every field: saving state, success message, values and summary after a reload', async ({
  page,
}) => {
  await openProfile(page)
  await page.getByLabel('Education').fill('B.Tech Computer Science, IIT Delhi (2026)')
  await page.getByLabel('Years of experience').fill('1')
  await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/asha-verma')
  await page.getByLabel('GitHub').fill('https://github.com/ashaverma')
  await page.getByLabel('Resume', { exact: true }).fill('https://drive.example.com/asha.pdf')
  await page.getByLabel('Link label').fill('Blog')
  await page.getByLabel('Link URL').fill('https://asha.blog')
  await page.getByRole('button', { name: 'Add link' }).click()
  await skillBox(page).fill('Figma')
  await skillBox(page).press('Enter')
  const domains = page.getByRole('group', { name: 'Domains' })
  await domains.getByRole('button', { name: 'Product' }).click()
  await domains.getByRole('button', { name: 'Growth' }).click()
  await expect(domains.getByRole('button', { name: 'Growth' })).toHaveAttribute('aria-pressed', 'true')
  const locations = page.getByRole('textbox', { name: 'Preferred locations' })
  await locations.fill('Bengaluru')
  await locations.press('Enter')
  await page
    .getByRole('group', { name: 'Company stages' })
    .getByRole('button', { name: 'Seed', exact: true })
    .click()
  await expect(page.getByText('You have unsaved changes.')).toBeVisible()

  // The save is held until the saving state has been seen, however slow the machine.
  let answer = () => {}
  const held = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/api/profile', async (route) => {
    if (route.request().method() === 'PUT') await held
    await route.continue()
  })
  await saveButton(page).click()
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled()
  await expect(page.getByText('Saving… the AI is updating your resume summary.')).toBeVisible()
  answer()
  await expect(page.getByRole('status').filter({ hasText: PROFILE_MESSAGES.saved })).toBeVisible()
  await expect(page.getByTestId('resume-summary')).toContainText(
    'Asha Verma is studying B.Tech Computer Science, IIT Delhi (2026). 1 year of work experience. Skills: Figma.',
  )

  await page.reload()
  await expect(page.getByLabel('Education')).toHaveValue('B.Tech Computer Science, IIT Delhi (2026)')
  await expect(page.getByLabel('GitHub')).toHaveValue('https://github.com/ashaverma')
  await expect(page.getByLabel('Resume', { exact: true })).toHaveValue('https://drive.example.com/asha.pdf')
  await expect(page.getByRole('list', { name: 'Your custom links' })).toContainText('https://asha.blog')
  await expect(skills(page)).toHaveText(['Figma'])
  await expect(domains.getByRole('button', { name: 'Product' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('list', { name: 'Your locations' })).toHaveText('Bengaluru')
  await expect(
    page.getByRole('group', { name: 'Company stages' }).getByRole('button', { name: 'Seed', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
})

test('a failed save says so and keeps the edits', async ({ page, consoleErrors }) => {
  await openProfile(page)
  await page.route('**/api/profile', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'x', message: 'boom' } })
      : route.continue(),
  )
  await page.getByLabel('Education').fill('IIT Delhi')
  await saveButton(page).click()
  await expect(page.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.saveFailed })).toBeVisible()
  await expect(page.getByLabel('Education')).toHaveValue('IIT Delhi')
  expectFailedRequest(consoleErrors, 500)
})

test('leaving with unsaved changes asks first', async ({ page }) => {
  await openProfile(page)
  await page.getByLabel('Education').fill('IIT Delhi')
  await page.getByRole('link', { name: 'Startups' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL(/\/app\/settings$/)
  await expect(page.getByLabel('Education')).toHaveValue('IIT Delhi')
  await page.getByRole('link', { name: 'Startups' }).first().click()
  await dialog.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page).toHaveURL(/\/app\/startups$/)
})

test('a pasted list makes one skill each; an address without https:// gets it', async ({ page }) => {
  await openProfile(page)
  await skillBox(page).fill('PyTorch, pandas;  SQL ')
  await skillBox(page).press('Enter')
  await expect(skills(page)).toHaveText(['PyTorch', 'pandas', 'SQL'])
  // pasting adds at once
  await skillBox(page).focus()
  await page.evaluate(() => {
    const data = new DataTransfer()
    data.setData('text/plain', 'NumPy, sql, Excel')
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  })
  await expect(skills(page)).toHaveText(['PyTorch', 'pandas', 'SQL', 'NumPy', 'Excel'])
  await expect(skillBox(page)).toHaveValue('')

  await page.getByLabel('GitHub').fill('github.com/x')
  await page.getByLabel('GitHub').blur()
  await expect(page.getByLabel('GitHub')).toHaveValue('https://github.com/x')
  await page.getByLabel('Link label').fill('Blog')
  await page.getByLabel('Link URL').fill('asha.blog')
  await page.getByRole('button', { name: 'Add link' }).click()
  await expect(page.getByRole('list', { name: 'Your custom links' })).toContainText('https://asha.blog')
  await saveButton(page).click()
  await expect(page.getByRole('status').filter({ hasText: PROFILE_MESSAGES.saved })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('GitHub')).toHaveValue('https://github.com/x')
  await expect(skills(page)).toHaveText(['PyTorch', 'pandas', 'SQL', 'NumPy', 'Excel'])
})

test('skills found in an uploaded resume are one-click additions', async ({ page }) => {
  await openProfile(page)
  await uploadDocx(page)
  await expect(page.getByLabel('Extracted text')).toHaveValue(/Indian Institute of Technology Delhi/)
  const found = page.getByRole('list', { name: 'Skills found in your resume' })
  await found.getByRole('button', { name: 'Add skill Python' }).click()
  await expect(skills(page)).toHaveText(['Python'])
  await expect(found.getByRole('button', { name: 'Add skill Python' })).toHaveCount(0)
  // the resume is one more change of the page: one save keeps it with the skill
  await expect(page.getByRole('button', { name: 'Keep this resume' })).toHaveCount(0)
  await expect(page.getByTestId('resume-not-saved')).toBeVisible()
  await expect(page.getByText('You have unsaved changes.')).toBeVisible()
  await saveButton(page).click()
  await expect(page.getByRole('status').filter({ hasText: PROFILE_MESSAGES.saved })).toBeVisible()
  await expect(page.getByLabel('Extracted text')).toHaveCount(0)
  await expect(page.getByTestId('resume-summary')).toContainText(
    'Asha Verma is studying B.Tech in Computer Science',
  )
  await expect(page.getByText(/^From asha\.docx/)).toBeVisible()
  await page.reload()
  await expect(skills(page)).toHaveText(['Python'])
  await expect(page.getByTestId('resume-summary')).toContainText('Asha Verma is studying B.Tech')
})

test('a discarded upload leaves nothing to save', async ({ page }) => {
  await openProfile(page)
  await uploadDocx(page)
  await expect(page.getByText('You have unsaved changes.')).toBeVisible()
  await page.getByRole('button', { name: 'Discard' }).click()
  await expect(page.getByText('Everything here is saved.')).toBeVisible()
})
