import { describe, expect, it } from 'vitest'
import { newTextBudget, PDF_MAX_TEXT_ITEMS, readPageText, type TextPage } from './pdf-page-text.ts'

const piece = (str: string) => ({ str, transform: [9, 0, 0, 9, 10, 10], width: 9, hasEOL: false })

/** A page whose text comes in `chunks` chunks of `size` pieces each, saying how many were pulled. */
function fakePage(chunks: number, size: number, str = 'ab') {
  const seen = { pulled: 0, cancelled: false }
  const page: TextPage = {
    streamTextContent: () =>
      new ReadableStream({
        pull(controller) {
          if (seen.pulled === chunks) return controller.close()
          seen.pulled++
          controller.enqueue({
            items: [...Array.from({ length: size }, () => piece(str)), { type: 'beginMarkedContent' }],
          })
        },
        cancel() {
          seen.cancelled = true
        },
      }),
  }
  return { page, seen }
}

describe('readPageText', () => {
  it("gives a page's text pieces, leaving out marked-content tags", async () => {
    const { page } = fakePage(3, 10)
    const read = await readPageText(page, newTextBudget())
    expect(read.ok && read.items.length).toBe(30)
  })

  it('stops reading where the pieces pass the limit, and tells pdf.js to stop', async () => {
    const { page, seen } = fakePage(1_000_000, 100, '')
    expect(await readPageText(page, newTextBudget())).toEqual({ ok: false, code: 'pdfBomb' })
    expect(seen.pulled).toBeLessThan(PDF_MAX_TEXT_ITEMS / 100 + 5)
    expect(seen.cancelled).toBe(true)
  })

  it('stops at too much text, the budget shared by all of the pages', async () => {
    const budget = newTextBudget()
    const long = 'x'.repeat(1000)
    expect((await readPageText(fakePage(100, 1, long).page, budget)).ok).toBe(true)
    const second = fakePage(1_000_000, 1, long)
    expect(await readPageText(second.page, budget)).toEqual({ ok: false, code: 'tooMuchText' })
    expect(second.seen.pulled).toBeLessThan(200)
  })
})
