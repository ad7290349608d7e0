import type { Page } from '@playwright/test'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

// A directory card's name never breaks inside a word ("Freightboo / k") when the Hiring badge shares its
// line: the badge wraps under the name instead.

/** The words of the card names that the browser drew over more than one line. */
function wordsBrokenAcrossLines(page: Page) {
  return page.getByRole('list', { name: 'Startup results' }).evaluate((list) => {
    const broken: string[] = []
    for (const heading of list.querySelectorAll(':scope > li h2')) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          if (tops.size > 1) broken.push(match[0])
        }
      }
    }
    return broken
  })
}

for (const width of [390, 1024, 1280]) {
  test(`no startup name breaks mid-word at ${width} px, Hiring badge or not`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signIn(page)
    await page.goto('/app/startups')
    const results = page.getByRole('list', { name: 'Startup results' })
    await expect(results.getByText('Hiring').first()).toBeVisible()
    expect(await wordsBrokenAcrossLines(page)).toEqual([])
    await expectAccessible(page)

    // the names that broke before: long single words beside the badge
    for (const name of ['Freightbook', 'Carbonledger']) {
      await page.getByRole('searchbox', { name: 'Search startups' }).fill(name)
      await expect(results.getByRole('link', { name, exact: true })).toBeVisible()
      expect(await wordsBrokenAcrossLines(page)).toEqual([])
    }
  })
}
