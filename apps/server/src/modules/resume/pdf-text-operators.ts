// pdf.js keeps an object for every piece of text a page shows, so what a PDF costs to read grows with its
// text-showing operators, not with its bytes: a small compressed file of `BT (ab) Tj ET`, well inside the
// decode budget, holds a parser thread and the process's memory long after its bytes are read (figures in
// docs/decisions/058). A resume shows at most RESUME_TEXT_MAX_CHARS characters, and even a writer that places
// every glyph on its own shows them in fewer operators than the cap below, so a file past it is refused before
// pdf.js reads a page.

/** Text-showing operators (Tj, TJ, ' and ") a whole PDF may run, counting each form once per draw. */
export const PDF_MAX_TEXT_OPERATORS = 100_000

const T = 0x54
const LOWER_J = 0x6a
const UPPER_J = 0x4a
const QUOTE = 0x27
const DOUBLE_QUOTE = 0x22
const CLOSE_PAREN = 0x29
const CLOSE_ANGLE = 0x3e
const CLOSE_BRACKET = 0x5d

const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00
/** What may follow an operator: the end, white space, or the start of the next token. */
const endsToken = (byte: number | undefined) =>
  byte === undefined ||
  isSpace(byte) ||
  byte === 0x2f ||
  byte === 0x5b ||
  byte === 0x3c ||
  byte === 0x28 ||
  byte === 0x25

/**
 * The text-showing operators in a decoded content stream, in one pass. `Tj`/`TJ` count as a token of their
 * own; `'` and `"` only right after a string or an array (`(x) '`), so an apostrophe inside text is not
 * one. Counting a few operators too many is harmless beside the cap; none may be missed.
 */
export function countTextOperators(data: Uint8Array): number {
  let count = 0
  for (let i = 0; i < data.length; i++) {
    const byte = data[i]!
    if (byte === T) {
      const next = data[i + 1]
      if ((next === LOWER_J || next === UPPER_J) && endsToken(data[i + 2])) {
        const before = data[i - 1]
        if (
          before === undefined ||
          isSpace(before) ||
          before === CLOSE_PAREN ||
          before === CLOSE_ANGLE ||
          before === CLOSE_BRACKET
        )
          count++
      }
    } else if ((byte === QUOTE || byte === DOUBLE_QUOTE) && endsToken(data[i + 1])) {
      let k = i - 1
      while (k >= 0 && isSpace(data[k])) k--
      if (data[k] === CLOSE_PAREN || data[k] === CLOSE_ANGLE) count++
    }
  }
  return count
}
