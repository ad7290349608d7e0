/** The headers the sync reads of a new INBOX message, and nothing else of it. */
export const SYNC_HEADERS = [
  'from',
  'to',
  'subject',
  'date',
  'message-id',
  'in-reply-to',
  'references',
  'auto-submitted',
  'x-autoreply',
  'x-autorespond',
  'precedence',
  'content-type',
] as const

export interface MessageHeaders {
  /** the sender's address, lower case ('' when none could be read) */
  from: string
  subject: string
  date: Date | null
  messageId: string | null
  /** Message-IDs named by In-Reply-To and References, in angle brackets as written */
  inReplyTo: string[]
  references: string[]
  autoSubmitted: string | null
  xAutoreply: string | null
  precedence: string | null
  contentType: string
}

// A header block is bounded before it is read: a message cannot make us scan megabytes of folded lines.
const MAX_HEADER_CHARS = 64 * 1024
const MESSAGE_ID = /<[^<>\s]{1,250}@[^<>\s]{1,250}>/g

/** Header name (lower case) → its first value, unfolded. */
export function headerFields(raw: string): Map<string, string> {
  const fields = new Map<string, string>()
  const block = raw.slice(0, MAX_HEADER_CHARS).split(/\r?\n\r?\n/, 1)[0] ?? ''
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim())
  }
  return fields
}

/** Every Message-ID (`<local@domain>`) written in `text`. */
export function messageIdsIn(text: string): string[] {
  return [...new Set(text.match(MESSAGE_ID) ?? [])]
}

function decodeWord(charset: string, encoding: string, text: string): string {
  const bytes =
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([\da-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        )
  try {
    return new TextDecoder(charset.toLowerCase().split('*')[0]).decode(bytes)
  } catch {
    return bytes.toString('utf8')
  }
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`) as text; the space between two of them is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bq]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (_m, cs: string, enc: string, text: string) =>
      decodeWord(cs, enc, text),
    )
}

/** The address inside a From value: `Name <a@b>` or a bare `a@b`, lower case. */
export function addressOf(value: string): string {
  const open = value.lastIndexOf('<')
  const close = open < 0 ? -1 : value.indexOf('>', open)
  const angled = close > open ? value.slice(open + 1, close).trim() : ''
  const address = angled.includes('@')
    ? angled
    : (value.split(/[\s<>"(),;:]+/).find((token) => token.includes('@')) ?? '')
  return address.toLowerCase()
}

function dateOf(value: string | undefined): Date | null {
  if (!value) return null
  // a trailing comment such as "(PST)" is not part of the date
  const comment = value.trimEnd().endsWith(')') ? value.lastIndexOf('(') : -1
  const date = new Date(comment > 0 ? value.slice(0, comment) : value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The headers of one message, from its raw header block (or the whole message: the body is not read). */
export function parseHeaders(raw: string): MessageHeaders {
  const f = headerFields(raw)
  return {
    from: addressOf(decodeWords(f.get('from') ?? '')),
    subject: decodeWords(f.get('subject') ?? '').trim(),
    date: dateOf(f.get('date')),
    messageId: messageIdsIn(f.get('message-id') ?? '')[0] ?? null,
    inReplyTo: messageIdsIn(f.get('in-reply-to') ?? ''),
    references: messageIdsIn(f.get('references') ?? ''),
    autoSubmitted: f.get('auto-submitted')?.toLowerCase() ?? null,
    xAutoreply: f.get('x-autoreply') ?? f.get('x-autorespond') ?? null,
    precedence: f.get('precedence')?.toLowerCase() ?? null,
    contentType: (f.get('content-type') ?? 'text/plain').toLowerCase(),
  }
}
