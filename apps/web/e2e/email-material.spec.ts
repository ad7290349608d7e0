import { DATA_RESUME } from '../../server/src/testing/student-profiles.ts'
import type { Page } from '@playwright/test'
import { accessToken } from './auth-fixture.ts'
import { body, openStartup, signInWithProfile, team } from './composer-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// What an email is made of: the coach catching a form letter, an ask that asks nothing and a claim the
// student typed that their profile does not hold; and the resume's project and result the student picks
// for their emails on Resume Tools.

const FORM_LETTER = `Dear Sir/Madam,

I am Asha, a student at IIT Bombay. I am very interested in Redline Desk and its contract review tools.

Please find attached my resume. I interned at Google last summer.

Kindly revert ASAP.

Thanking you,
Asha`

async function keepResume(page: Page) {
  const res = await page.request.put('/api/resume', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { text: DATA_RESUME, fileName: 'resume.txt' },
  })
  expect(res.status(), await res.text()).toBe(200)
}

test('the coach catches the form letter, an ask that asks nothing, and a claim the profile does not hold', async ({
  page,
}) => {
  test.slow()
  await signInWithProfile(page, { domains: ['Data'] })
  const detail = await openStartup(page)
  const member = detail.employees[0]!
  await team(page)
    .getByRole('button', { name: `Email ${member.name}` })
    .click()
  const dialog = page.getByRole('dialog', { name: `Email ${member.name}` })
  await dialog.getByRole('button', { name: /^Short internship ask/ }).click()
  await expect(body(dialog)).toHaveValue(/^Hi /)
  // the role as a person says it
  await expect(body(dialog)).toHaveValue(/as an intern working on data\./)

  await body(dialog).fill(FORM_LETTER)
  const coach = dialog.getByRole('complementary', { name: 'Email coach' })
  const check = (label: string) => coach.getByRole('listitem').filter({ hasText: label }).first()
  await expect(check('No form-letter phrases')).toContainText('find attached')
  await expect(check('No form-letter phrases')).toContainText('Dear Sir/Madam')
  await expect(check('One clear ask')).toContainText('No clear ask')
  // "I interned at Google" is nowhere in the profile: confirm it or remove it
  const claims = dialog.getByRole('region', { name: 'Claims to confirm' })
  await expect(claims).toContainText('I interned at Google last summer.')
  await expect(check('Only confirmed claims')).toContainText('1 claim or figure to confirm')
  await expect(coach).toContainText('Make sure “I interned at Google')
  const score = Number(await page.getByRole('meter', { name: 'Coach score' }).getAttribute('aria-valuenow'))
  expect(score).toBeLessThan(80)
  await expectAccessible(page)
  await claims.getByRole('button', { name: 'Confirm: I interned at Google last summer.' }).click()
  await expect(claims).toBeHidden()
  await expect(check('Only confirmed claims')).toContainText('Passed')
})

for (const width of [390, 1280]) {
  test(`picks the project and the result the emails use (${width} px)`, async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width, height: 844 })
    await signInWithProfile(page)
    await keepResume(page)
    await page.goto('/app/resumes')
    const section = page.getByRole('region', { name: 'What your emails mention' })
    const results = section.getByRole('radiogroup', { name: 'Result' })
    // every result with a figure, none of them garbled, the first one used until the student picks
    await expect(results.getByRole('radio')).toHaveCount(3)
    await expect(
      results.getByRole('radio', { name: 'Churn prediction, a scikit-learn baseline (F1 0.82)' }),
    ).toBeChecked()
    await expect(section.getByRole('radiogroup', { name: 'Project' }).getByRole('radio')).toHaveCount(2)
    await expectAccessible(page)

    await results.getByText('Canteen queue bot served 2,300 students over one semester').click()
    await expect(section.getByRole('status')).toHaveText('Saved: your next emails use these.')
    await page.reload()
    await expect(
      results.getByRole('radio', { name: 'Canteen queue bot served 2,300 students over one semester' }),
    ).toBeChecked()
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(results.getByRole('radio')).toHaveCount(3)
    await expectAccessible(page)
  })
}
