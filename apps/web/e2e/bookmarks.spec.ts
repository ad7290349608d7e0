import type { Page } from '@playwright/test'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// Bookmarks: save a startup from its card, find it on /app/bookmarks, keep a note on it across a reload,
// remove it from the startup's page; the page's empty state and its accessibility.

const directoryCards = (page: Page) =>
  page.getByRole('list', { name: 'Startup results' }).locator(':scope > li')
const savedCards = (page: Page) => page.getByRole('list', { name: 'Bookmarks' }).locator(':scope > li')

test.describe('Bookmarks', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('empty at first, pointing to the directory and the internships board', async ({ page }) => {
    await page.goto('/app/bookmarks')
    await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No bookmarks yet' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse startups' })).toHaveAttribute('href', '/app/startups')
    await expect(page.getByRole('link', { name: 'See internships' })).toHaveAttribute(
      'href',
      '/app/internships',
    )
    await expectAccessible(page)

    await page.getByRole('button', { name: /^Internships/ }).click()
    await expect(page).toHaveURL(/kind=internship/)
    await expect(page.getByRole('heading', { name: 'No saved internships' })).toBeVisible()
  })

  test('save from a card, note it on Bookmarks, reload, remove from the startup page', async ({ page }) => {
    // the directory, Bookmarks, a reload, an axe run and the detail page: more than 30 s on a busy machine
    test.slow()
    await page.goto('/app/startups')
    const card = directoryCards(page).first()
    await expect(card).toBeVisible()
    const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim()

    const save = card.getByRole('button', { name: `Save ${name}` })
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()
    const saved = card.getByRole('button', { name: `Saved ${name}` })
    await expect(saved).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('link', { name: 'Bookmarks', exact: true }).first().click()
    await expect(page).toHaveURL(/\/app\/bookmarks$/)
    await expect(savedCards(page)).toHaveCount(1)
    const bookmark = savedCards(page).first()
    await expect(bookmark.getByRole('link', { name })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Startups\s*1$/ })).toBeVisible()

    const note = bookmark.getByRole('textbox', { name: `Note on ${name}` })
    await note.fill('Write to the CTO about the data internship')
    await note.blur()
    await expect(bookmark.getByRole('status')).toHaveText('Saved')
    await expectAccessible(page)

    await page.reload()
    await expect(
      savedCards(page)
        .first()
        .getByRole('textbox', { name: `Note on ${name}` }),
    ).toHaveValue('Write to the CTO about the data internship')

    await savedCards(page).first().getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    const headerSaved = page.getByRole('button', { name: `Saved ${name}` })
    await expect(headerSaved).toHaveAttribute('aria-pressed', 'true')
    await headerSaved.click()
    await expect(page.getByRole('button', { name: `Save ${name}` })).toHaveAttribute('aria-pressed', 'false')

    await page.goto('/app/bookmarks')
    await expect(page.getByRole('heading', { name: 'No bookmarks yet' })).toBeVisible()
  })

  test('Remove on the Bookmarks page can be undone, note and all', async ({ page }) => {
    await page.goto('/app/startups')
    const card = directoryCards(page).nth(1)
    const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim()
    await card.getByRole('button', { name: `Save ${name}` }).click()
    await expect(card.getByRole('button', { name: `Saved ${name}` })).toBeVisible()

    await page.goto('/app/bookmarks')
    const note = page.getByRole('textbox', { name: `Note on ${name}` })
    await note.fill('Keep this')
    await note.blur()
    await expect(savedCards(page).first().getByRole('status')).toHaveText('Saved')

    await page.getByRole('button', { name: `Remove ${name}` }).click()
    await expect(savedCards(page)).toHaveCount(0)
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByRole('textbox', { name: `Note on ${name}` })).toHaveValue('Keep this')
  })

  test('save an internship from the board; it shows under Internships with its company', async ({ page }) => {
    await page.goto('/app/internships')
    const card = page.getByRole('list', { name: 'Internship results' }).locator(':scope > li').first()
    await expect(card).toBeVisible()
    const save = card.getByRole('button', { name: /^Save / })
    const name = (await save.getAttribute('aria-label'))!.replace(/^Save /, '')
    await save.click()
    await expect(card.getByRole('button', { name: `Saved ${name}` })).toHaveAttribute('aria-pressed', 'true')

    await page.goto('/app/bookmarks?kind=internship')
    await expect(page.getByRole('button', { name: /^Internships\s*1$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(savedCards(page)).toHaveCount(1)
    await expect(page.getByRole('textbox', { name: `Note on ${name}` })).toBeVisible()
    await expectAccessible(page)
  })
})
