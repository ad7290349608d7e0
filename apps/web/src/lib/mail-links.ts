// Links that hand a finished email to the student's own mail app: mailto (RFC 6068), Gmail's compose
// page, and a .eml draft file (RFC 5322 + MIME) for when neither fits.

export interface OutgoingEmail {
  to: readonly string[]
  subject: string
  body: string
}

/** Common mail clients cut or refuse mailto URLs past about 2,000 characters. */
export const MAILTO_MAX_LENGTH = 2000

// `@` stays readable; anything else that could break the URL (`?`, `&`, `,`, spaces) is escaped.
const encodeAddress = (address: string) => encodeURIComponent(address.trim()).replaceAll('%40', '@')
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n')

/** mailto:a@x,b@y?subject=…&body=… with spaces as %20 (never "+") and CRLF line breaks. */
export function mailtoHref({ to, subject, body }: OutgoingEmail): string {
  const recipients = to
    .filter((a) => a.trim())
    .map(encodeAddress)
    .join(',')
  const params = [`subject=${encodeURIComponent(subject)}`]
  if (body) params.push(`body=${encodeURIComponent(crlf(body))}`)
  return `mailto:${recipients}?${params.join('&')}`
}

/** Gmail's compose window, filled in (works for any length a browser URL can hold). */
export function gmailComposeHref({ to, subject, body }: OutgoingEmail): string {
  const params = new URLSearchParams({ view: 'cm', fs: '1', to: to.join(','), su: subject, body })
  return `https://mail.google.com/mail/?${params}`
}

const utf8Base64 = (text: string) => {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

/** RFC 2047 encoded-word for a header that is not plain ASCII. */
const headerText = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${utf8Base64(text)}?=`)

/**
 * A draft message file: mail apps (Outlook, Apple Mail, Thunderbird) open it ready to send; X-Unsent
 * tells Outlook it is a draft. The body is base64 so any text and line length survives.
 */
export function emlFile({ to, subject, body }: OutgoingEmail): string {
  const encoded = utf8Base64(crlf(body)).replace(/.{76}/g, '$&\r\n')
  return [
    `To: ${to.join(', ')}`,
    `Subject: ${headerText(subject)}`,
    'X-Unsent: 1',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    encoded,
    '',
  ].join('\r\n')
}
