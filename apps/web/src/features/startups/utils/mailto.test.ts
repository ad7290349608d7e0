// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildMailtoHref, internshipSubject } from './mailto'

const SUBJECT = 'regarding%20internship%20opportunity%20at%20'

describe('buildMailtoHref', () => {
  it('writes to one person with the internship subject, URL-encoded', () => {
    expect(buildMailtoHref({ recipients: ['asha@rotawise.example.com'], company: 'Rotawise' })).toBe(
      `mailto:asha@rotawise.example.com?subject=${SUBJECT}Rotawise`,
    )
  })

  it('joins several recipients with commas', () => {
    expect(
      buildMailtoHref({
        recipients: ['a@x.example.com', 'b@x.example.com', 'c@x.example.com'],
        company: 'X',
      }),
    ).toBe(`mailto:a@x.example.com,b@x.example.com,c@x.example.com?subject=${SUBJECT}X`)
  })

  it('escapes what would break the link: &, ?, # and spaces in the company; never "+" for a space', () => {
    const href = buildMailtoHref({ recipients: ['a@b.example.com'], company: 'Bits & Bytes? #1' })
    expect(href).toBe(`mailto:a@b.example.com?subject=${SUBJECT}Bits%20%26%20Bytes%3F%20%231`)
    const subject = new URL(href).searchParams.get('subject')
    expect(subject).toBe(internshipSubject('Bits & Bytes? #1'))
  })

  it('drops a value that is not exactly one address, so it cannot add a recipient', () => {
    expect(
      buildMailtoHref({
        recipients: ['spy,hr@x.example', 'asha@acme.in', 'a@x.example\r\nBcc: b@y'],
        company: 'X',
      }),
    ).toBe(`mailto:asha@acme.in?subject=${SUBJECT}X`)
  })

  it('escapes odd characters in an address and drops blank ones', () => {
    expect(
      buildMailtoHref({ recipients: [' a+b@x.example.com ', '', 'c?d@x.example.com'], company: 'X' }),
    ).toBe(`mailto:a%2Bb@x.example.com,c%3Fd@x.example.com?subject=${SUBJECT}X`)
  })

  it('keeps non-ASCII company names readable once decoded', () => {
    const href = buildMailtoHref({ recipients: ['a@x.example.com'], company: 'Café Ñandú 🚀' })
    expect(decodeURIComponent(href.split('subject=')[1]!)).toBe(
      'regarding internship opportunity at Café Ñandú 🚀',
    )
  })

  it('adds a body with CRLF line breaks when given one', () => {
    const href = buildMailtoHref({ recipients: ['a@x.example.com'], company: 'X', body: 'Hi,\nThanks' })
    expect(href).toBe(`mailto:a@x.example.com?subject=${SUBJECT}X&body=Hi%2C%0D%0AThanks`)
  })
})
