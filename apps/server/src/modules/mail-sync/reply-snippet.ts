/** A reply's snippet is at most this long: enough to recognise the answer, not a copy of the mail. */
export const SNIPPET_MAX_CHARS = 200

// Where the quoted original starts: "On Mon, … wrote:", Outlook's separator or its From:/Sent: block.
const QUOTE_START = [
  /^on .{0,200}wrote:\s*$/i,
  /^-{2,}\s*original message\s*-{2,}/i,
  /^_{5,}\s*$/,
  /^from:\s.+$/i,
  /^sent from my /i,
]

/** The new words of a reply's plain text: quoted lines and the original dropped, spaces collapsed, cut. */
export function replySnippet(text: string): string {
  const kept: string[] = []
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim()
    if (QUOTE_START.some((re) => re.test(trimmed))) break
    if (trimmed.startsWith('>')) continue
    kept.push(trimmed)
  }
  const flat = kept.join(' ').replace(/\s+/g, ' ').trim()
  if (flat.length <= SNIPPET_MAX_CHARS) return flat
  const cut = flat.slice(0, SNIPPET_MAX_CHARS - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > SNIPPET_MAX_CHARS / 2 ? cut.slice(0, space) : cut}…`
}
