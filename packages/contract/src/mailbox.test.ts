import { describe, expect, it } from 'vitest'
import { connectMailboxBody, mailboxFailureMessage, providerForAddress } from './mailbox.ts'

describe('providerForAddress', () => {
  it.each([
    ['asha@gmail.com', 'gmail'],
    ['Asha@GoogleMail.com', 'gmail'],
    ['asha@hotmail.com', 'outlook'],
    ['asha@live.com', 'outlook'],
    ['asha@yahoo.co.in', 'yahoo'],
    ['asha@zohomail.in', 'zoho'],
    ['asha@me.com', 'icloud'],
    ['asha@iitb.ac.in', 'other'],
  ])('%s → %s', (address, provider) => {
    expect(providerForAddress(address)).toBe(provider)
  })
})

describe('connectMailboxBody', () => {
  const base = { address: 'asha@example.com', password: 'abcd efgh ijkl mnop' }

  it('needs both servers for Other, none for a preset', () => {
    expect(connectMailboxBody.safeParse({ ...base, provider: 'gmail' }).success).toBe(true)
    expect(connectMailboxBody.safeParse({ ...base, provider: 'other' }).success).toBe(false)
    const server = { host: 'Mail.Example.com ', port: 993, security: 'tls' }
    const parsed = connectMailboxBody.parse({ ...base, provider: 'other', imap: server, smtp: server })
    expect(parsed.imap?.host).toBe('mail.example.com')
  })

  it('refuses hosts with a scheme, path, port or spaces, and passwords with line breaks', () => {
    for (const host of ['imap://x.com', 'x.com/a', 'x.com:993', 'a b.com', '']) {
      const server = { host, port: 993, security: 'tls' }
      expect(
        connectMailboxBody.safeParse({ ...base, provider: 'other', imap: server, smtp: server }).success,
      ).toBe(false)
    }
    expect(connectMailboxBody.safeParse({ ...base, provider: 'gmail', password: 'a\r\nQUIT' }).success).toBe(
      false,
    )
  })
})

it('says which side failed and why', () => {
  expect(mailboxFailureMessage('smtp', 'app-password-required', 'smtp.gmail.com')).toBe(
    'Sending mail (SMTP): Gmail needs an app password. Turn on 2-Step Verification, make an app password and paste that.',
  )
})
