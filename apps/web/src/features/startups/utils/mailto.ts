import { isEmailAddress } from '@coldstart/contract'

/** The subject every outreach email carries. */
export function internshipSubject(company: string) {
  return `regarding internship opportunity at ${company}`
}

type MailtoInput = { recipients: readonly string[]; company: string; body?: string }

// `@` stays readable; anything else that could break the URL (`?`, `&`, `,`, spaces) is escaped.
const encodeAddress = (address: string) => encodeURIComponent(address).replaceAll('%40', '@')

/**
 * A mailto: link to one or more people, comma-joined, with the internship subject and an optional body.
 * Values are percent-encoded (spaces as %20, never "+", which mail clients would show literally) and line
 * breaks in the body become CRLF as RFC 6068 asks.
 */
export function buildMailtoHref({ recipients, company, body }: MailtoInput) {
  const to = recipients
    .map((address) => address.trim())
    // one address per recipient: a stored "spy,hr@x.example" must not add a second one
    .filter(isEmailAddress)
    .map(encodeAddress)
    .join(',')
  const params = [`subject=${encodeURIComponent(internshipSubject(company))}`]
  if (body) params.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`)
  return `mailto:${to}?${params.join('&')}`
}
