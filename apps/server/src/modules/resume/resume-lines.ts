// Helpers every part of the resume reader uses on one line of text.

/** A bullet at the start of a line: a symbol, or a number ("1." "2)"). */
export const BULLET = /^\s*(?:[•●▪◦‣∙·*\-–—>]|\d{1,2}[.)])\s+/

/** The line without its bullet, its spaces folded (a line whose spaces are single already is left as is). */
export const clean = (s: string) => {
  const line = s.replace(BULLET, '')
  return (/\s\s|[^\S ]/.test(line) ? line.replace(/\s+/g, ' ') : line).trim()
}

/** The text without the trailing characters that `drop` accepts, one character at a time (no pattern). */
export function trimEndWhere(text: string, drop: (char: string) => boolean): string {
  let end = text.length
  while (end > 0 && drop(text[end - 1]!)) end--
  return text.slice(0, end)
}

export const unique = <T>(items: T[], key: (item: T) => string) => {
  const seen = new Set<string>()
  return items.filter((item) => {
    const k = key(item)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}
