import { isEmailAddress } from '@coldstart/contract'

// Links that hand a finished email to the student's own mail app: mailto (RFC 6068), Gmail's compose
// page, and a .eml draft file (RFC 5322 + MIME) for when neither fits.

export interface OutgoingEmail {
  to: readonly string[]
  subject: string
  body: string
}

/** Common mail clients cut or refuse mailto URLs past about 2,000 characters. */
export const MAILTO_MAX_LENGTH = 2000

// C0 (CR, LF, tab, NUL…), DEL, C1 (NEL…) and the Unicode line and paragraph separators
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/gu

/**
 * A header value (an address, a subject) is one line: every control character goes, so a stored
 * "hr@x.example\r\nBcc: spy@evil.example" can never start a header of its own.
 */
const headerValue = (text: string) => text.replace(CONTROL_CHARACTERS, '').trim()

/**
 * Only values that are exactly one address become recipients: a stored "spy,hr@x.example" (from before the
 * one-address rule) would otherwise add "spy" to the To line or the link. Such a value is left out, as if
 * the person had no address; the student can still type one in their mail app.
 */
export const recipients = (to: readonly string[]) => to.map(headerValue).filter(isEmailAddress)
// `@` stays readable; anything else that could break the URL (`?`, `&`, `,`, spaces) is escaped.
const encodeAddress = (address: string) => encodeURIComponent(address).replaceAll('%40', '@')
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n')

/** mailto:a@x,b@y?subject=…&body=… with spaces as %20 (never "+") and CRLF line breaks. */
export function mailtoHref({ to, subject, body }: OutgoingEmail): string {
  const params = [`subject=${encodeURIComponent(headerValue(subject))}`]
  if (body) params.push(`body=${encodeURIComponent(crlf(body))}`)
  return `mailto:${recipients(to).map(encodeAddress).join(',')}?${params.join('&')}`
}

/** Gmail's compose window, filled in (works for any length a browser URL can hold). */
export function gmailComposeHref({ to, subject, body }: OutgoingEmail): string {
  const params = new URLSearchParams({
    view: 'cm',
    fs: '1',
    to: recipients(to).join(','),
    su: headerValue(subject),
    body,
  })
  return `https://mail.google.com/mail/?${params}`
}

const utf8 = new TextEncoder()
const bytesBase64 = (bytes: Uint8Array) => {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}
const utf8Base64 = (text: string) => bytesBase64(utf8.encode(text))

// "=?UTF-8?B?" + base64 of 42 bytes (56 characters) + "?=" is 68: within RFC 2047's 75 per encoded-word,
// and "Subject: " plus one word stays within RFC 5322's 78 per line
const ENCODED_WORD_BYTES = 42

/**
 * RFC 2047 encoded-words for a header that is not plain ASCII: split between characters (never inside
 * one), at most 75 characters each, folded onto continuation lines that start with a space.
 */
function headerText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text
  const words: string[] = []
  let chunk: number[] = []
  for (const char of text) {
    const bytes = utf8.encode(char)
    if (chunk.length + bytes.length > ENCODED_WORD_BYTES) {
      words.push(`=?UTF-8?B?${bytesBase64(Uint8Array.from(chunk))}?=`)
      chunk = []
    }
    chunk.push(...bytes)
  }
  if (chunk.length) words.push(`=?UTF-8?B?${bytesBase64(Uint8Array.from(chunk))}?=`)
  return words.join('\r\n ')
}

/**
 * A draft message file: mail apps (Outlook, Apple Mail, Thunderbird) open it ready to send; X-Unsent
 * tells Outlook it is a draft. The body is base64 so any text and line length survives.
 */
export function emlFile({ to, subject, body }: OutgoingEmail): string {
  const encoded = utf8Base64(crlf(body)).replace(/.{76}/g, '$&\r\n')
  return [
    `To: ${recipients(to).join(', ')}`,
    `Subject: ${headerText(headerValue(subject))}`,
    'X-Unsent: 1',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    encoded,
    '',
  ].join('\r\n')
}
