// A PDF page's text with its layout kept where it carries meaning: each line's pieces in order, a wide gap
// between two pieces (a table's cells, a sidebar beside the main column) written as spaces up to the column
// where the next piece starts, and a line's indent likewise. resume-text.ts then reads cells and columns apart.
// One pass over the page's text items.

export interface LayoutItem {
  str: string
  /** the text matrix: [scaleX, skewY, skewX, scaleY, x, y] */
  transform: number[]
  width: number
  hasEOL: boolean
}

/** A piece further than this many font sizes from the one before starts a new cell. */
const WIDE_GAP = 2
/** An average character's width as a share of the font size (Helvetica, Arial, Calibri: about half). */
const CHAR_WIDTH = 0.5
/** No page is wider than this many characters: a piece placed further out (a hostile file) is put here. */
const MAX_COLUMN = 400

export function layoutText(items: LayoutItem[]): string {
  const texts = items.filter((item) => item.str.trim())
  if (!texts.length) return ''
  let left = Infinity
  for (const item of texts) left = Math.min(left, item.transform[4]!)
  const lines: string[] = []
  let line = ''
  let pending = ''
  let lastEnd = 0
  let lastY: number | null = null
  const endLine = () => {
    lines.push(line)
    line = ''
    pending = ''
    lastY = null
  }
  for (const item of items) {
    const [a = 0, b = 0, , , x = 0, y = 0] = item.transform
    const size = Math.hypot(a, b) || 10
    if (!item.str.trim()) {
      if (line) pending += item.str
      if (item.hasEOL && line) endLine()
      continue
    }
    if (lastY !== null && Math.abs(y - lastY) > size / 2) endLine()
    const column = Math.min(MAX_COLUMN, Math.max(0, Math.round((x - left) / (size * CHAR_WIDTH))) || 0)
    if (!line) line = ' '.repeat(column) + item.str
    else if (x - lastEnd > size * WIDE_GAP) {
      line = line.trimEnd()
      line += ' '.repeat(Math.max(3, column - line.length)) + item.str
    } else line += pending + item.str
    pending = ''
    lastEnd = x + item.width
    lastY = y
    if (item.hasEOL) endLine()
  }
  if (line) lines.push(line)
  return lines.join('\n')
}
