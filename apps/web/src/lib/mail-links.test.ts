// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { emlFile, gmailComposeHref, mailtoHref } from './mail-links'

const email = {
  to: ['priya@paywise.example.com', 'ravi+jobs@paywise.example.com'],
  subject: 'regarding internship opportunity at Bits & Bytes?',
  body: 'Hi Priya,\n\n100% keen — see https://asha.dev?x=1&y=2',
}

describe('mail links', () => {
  it('mailto: recipients comma-joined, %20 not +, CRLF line breaks, nothing left unescaped', () => {
    const href = mailtoHref(email)
    expect(href.startsWith('mailto:priya@paywise.example.com,ravi%2Bjobs@paywise.example.com?subject=')).toBe(
      true,
    )
    expect(href).not.toContain('+')
    const params = new URLSearchParams(href.split('?')[1]!.replaceAll('+', '%2B'))
    expect(params.get('subject')).toBe(email.subject)
    expect(params.get('body')).toBe(email.body.replace(/\n/g, '\r\n'))
  })

  it("Gmail's compose URL carries the same parts", () => {
    const url = new URL(gmailComposeHref(email))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      view: 'cm',
      fs: '1',
      to: email.to.join(','),
      su: email.subject,
      body: email.body,
    })
  })

  it('a .eml draft: headers, an encoded non-ASCII subject, a base64 UTF-8 body', () => {
    const eml = emlFile({ ...email, subject: 'Über Paywise' })
    const [head, body] = eml.split('\r\n\r\n')
    expect(head!.split('\r\n')).toEqual([
      'To: priya@paywise.example.com, ravi+jobs@paywise.example.com',
      `Subject: =?UTF-8?B?${Buffer.from('Über Paywise').toString('base64')}?=`,
      'X-Unsent: 1',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: base64',
    ])
    expect(body!.split('\r\n').every((line) => line.length <= 76)).toBe(true)
    expect(Buffer.from(body!.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe(
      email.body.replace(/\n/g, '\r\n'),
    )
  })
})
