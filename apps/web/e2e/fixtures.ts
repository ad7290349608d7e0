import { test as base, expect, type Locator, type Page } from '@playwright/test'
import axe from 'axe-core'

/** Fails the test on any console error, as a user would notice a broken page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        // with the address: Chromium's "Failed to load resource" alone does not say which request failed
        const at = msg.location().url
        if (msg.type() === 'error') errors.push(at ? `${msg.text()} (${at})` : msg.text())
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

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
type AxeWindow = Window & { axe?: typeof axe }

/**
 * axe on the whole page: no WCAG A/AA violation. axe's source (580 kB) is sent and compiled once per document,
 * and each check is then one call into the page that returns only the violations, summarised there.
 * `@axe-core/playwright` sent the source twice per check, compiled or pre-parsed each time, and made six calls
 * into the page: 400-500 ms a check on top of axe's own work. The app has no frames to inject into.
 */
export async function expectAccessible(page: Page) {
  await animationsAtRest(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  // An open modal (dialog, sheet) leaves the page behind it inert and hidden from assistive tech, dimmed under
  // its overlay: what can be read and used is the modal, so that is what is checked (the page has its own check)
  const modal = (await page.locator(OPEN_MODAL).count()) > 0
  const summary = await page.evaluate(
    async ({ selector, tags }) => {
      const results = await (window as AxeWindow).axe!.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      )
    },
    { selector: modal ? OPEN_MODAL : null, tags: AXE_TAGS },
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * Waits for what is fading or sliding in to finish: axe reads a card or a sheet caught mid-fade as text of too
 * little contrast. Loops (skeletons, spinners) never finish and are left out. Asked again until none runs: one
 * list can end while what it set going (a theme switch restyles every element) starts more. 5 s at most.
 */
async function animationsAtRest(page: Page) {
  await page.evaluate(async () => {
    const deadline = performance.now() + 5000
    for (;;) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState !== 'finished' && a.effect?.getTiming().iterations !== Infinity)
      const left = deadline - performance.now()
      if (running.length === 0 || left <= 0) return
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        new Promise((done) => setTimeout(done, left)),
      ])
    }
  })
}

/**
 * Lets a refused submit's second focus land. react-hook-form moves focus to the first invalid field at once
 * and again on a zero timer; a test that starts typing in another field before that timer runs can have its
 * text land in the invalid field instead. That happened in one CI run under load: the stipend typed as the
 * minimum went into the maximum. A person cannot type that fast. Call it once the refusal's message shows,
 * so the timer is already queued: the one queued here runs after it.
 */
export async function afterRefusedSubmit(page: Page) {
  await page.evaluate(() => new Promise((done) => setTimeout(done, 0)))
}

/** The radio buttons a group offers, in order, by the name each is read out with. */
export async function expectRadioNames(group: Locator, names: string[]) {
  const radios = group.getByRole('radio')
  await expect(radios).toHaveCount(names.length)
  for (const [i, name] of names.entries()) await expect(radios.nth(i)).toHaveAccessibleName(name)
}
