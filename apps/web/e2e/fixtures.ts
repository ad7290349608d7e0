import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { AxeBuilder } from '@axe-core/playwright'
import axe from 'axe-core'

/** Fails the test on any console error, as a user would notice a broken page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

// The app's modals (components/ui dialog and sheet), open; a popover is a dialog too, but not modal.
const OPEN_MODAL =
  '[data-slot="dialog-content"][data-state="open"], [data-slot="sheet-content"][data-state="open"]'

// axe's source, evaluated only where the page does not hold it yet: the builder evaluates its source twice per
// check (once to look for runPartial, once to inject into every frame), and a page is often checked several
// times. Compiling and running 580 kB each time cost 50-150 ms; axe.run starts from a clean cache every time.
const AXE_ONCE = `if (!window.axe) {\n${axe.source}\n}`

/**
 * axe on the whole page: no WCAG A/AA violation. axe.run in the page itself (legacy mode): the default
 * runPartial mode injects axe a second time into a blank page it opens to merge frames' results, and the app
 * has no frames. Only violations are collected: building the details of every passing node cost the rest.
 */
export async function expectAccessible(page: Page) {
  await animationsAtRest(page)
  // options() replaces every option, so it comes before withTags()
  const builder = new AxeBuilder({ page, axeSource: AXE_ONCE })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
  // An open modal (dialog, sheet) leaves the page behind it inert and hidden from assistive tech, dimmed under
  // its overlay: what can be read and used is the modal, so that is what is checked (the page has its own check)
  if (await page.locator(OPEN_MODAL).count()) builder.include(OPEN_MODAL)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * Waits for what is fading or sliding in to finish: axe reads a card or a sheet caught mid-fade as text of too
 * little contrast. Loops (skeletons, spinners) never finish and are left out; 2 s at most.
 */
async function animationsAtRest(page: Page) {
  await page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined))
    return Promise.race([Promise.all(running), new Promise((done) => setTimeout(done, 2000))])
  })
}

/** The radio buttons a group offers, in order, by the name each is read out with. */
export async function expectRadioNames(group: Locator, names: string[]) {
  const radios = group.getByRole('radio')
  await expect(radios).toHaveCount(names.length)
  for (const [i, name] of names.entries()) await expect(radios.nth(i)).toHaveAccessibleName(name)
}
