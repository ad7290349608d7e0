// pdf.js hands a page's text over in chunks as it reads the page, and waits while chunks are left unread. Read
// that way, a file showing far more text than a resume holds is stopped where it passes the limit, instead of
// pdf.js first building every piece of it in memory (one array in the kerning operator can split into as many
// pieces as it has strings, past any count of operators made before reading).
// the zod-free part of the contract: this module runs in the parser threads (resume-parse.worker.ts)
import { RESUME_TEXT_MAX_CHARS } from '@coldstart/contract/resume-rules'
import type { LayoutItem } from './pdf-layout-text.ts'

/** Pieces of text a whole PDF may show: a resume that places every glyph on its own shows fewer. */
export const PDF_MAX_TEXT_ITEMS = 100_000
/** Characters before layout and clean-up: spacing and repeated headers are read, then mostly dropped. */
export const PDF_MAX_RAW_TEXT_CHARS = 4 * RESUME_TEXT_MAX_CHARS

interface TextChunk {
  items: ({ str: string } & LayoutItem)[] | object[]
}

/** What the worker needs of a pdf.js page. */
export interface TextPage {
  streamTextContent(): ReadableStream<TextChunk>
}

/** What is left to read across the file's pages: each page's reading takes from it. */
export interface TextBudget {
  items: number
  chars: number
}

export const newTextBudget = (): TextBudget => ({ items: PDF_MAX_TEXT_ITEMS, chars: PDF_MAX_RAW_TEXT_CHARS })

export type PageText = { ok: true; items: LayoutItem[] } | { ok: false; code: 'pdfBomb' | 'tooMuchText' }

/** A page's text pieces, or which limit the file passed (reading stops there). */
export async function readPageText(page: TextPage, budget: TextBudget): Promise<PageText> {
  const reader = page.streamTextContent().getReader()
  const items: LayoutItem[] = []
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return { ok: true, items }
      for (const item of value.items) {
        if (!('str' in item)) continue // a marked-content tag, not text
        items.push(item)
        budget.items -= 1
        budget.chars -= item.str.length
      }
      if (budget.items < 0) return { ok: false, code: 'pdfBomb' }
      if (budget.chars < 0) return { ok: false, code: 'tooMuchText' }
    }
  } finally {
    // stops pdf.js reading the rest of the page; nothing to do when it had finished
    await reader.cancel().catch(() => undefined)
  }
}
