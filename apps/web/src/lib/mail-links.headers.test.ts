// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { emlFile, gmailComposeHref, mailtoHref } from './mail-links'

const injected = {
  to: ['hr@x.example\r\nBcc: spy@evil.example', 'ops@x.example\nX-Evil: 1'],
  subject: 'Hello\r\nBcc: spy2@evil.example',
  body: 'Hi,\n\nthanks',
}

const headerLines = (eml: string) => eml.split('\r\n\r\n')[0]!.split('\r\n')
const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/g, (_m, b64: string) =>
    Buffer.from(b64, 'base64').toString('utf8'),
  )

describe('.eml headers carry no injected header', () => {
  it('strips CR/LF from recipients and subject: no Bcc or other header appears', () => {
    const eml = emlFile(injected)
    const lines = headerLines(eml)
    // every line is one of the writer's own headers, or a folded continuation (starts with a space)
    const names = lines.filter((l) => !l.startsWith(' ')).map((l) => l.slice(0, l.indexOf(':')))
    expect(names).toEqual([
      'To',
      'Subject',
      'X-Unsent',
      'MIME-Version',
      'Content-Type',
      'Content-Transfer-Encoding',
    ])
    // what is left of each once its line break is gone is not one address: neither becomes a recipient
    expect(lines[0]).toBe('To: ')
    expect(eml).not.toMatch(/\r\nBcc:/i)
    expect(eml).not.toMatch(/[\r\n]X-Evil/)
    // the subject, decoded, has no line break left in it
    expect(eml).not.toMatch(/[^\r]\n/)
    expect(decodeWords(lines[1]!.slice('Subject: '.length))).toBe('HelloBcc: spy2@evil.example')
  })

  it('drops every other control character (tab, NUL, DEL, C1, line and paragraph separators)', () => {
    const eml = emlFile({ to: ['a\u0000b@x.example\u0085'], subject: 'Hi\tthere\u007f\u2028!', body: '' })
    const [to, subject] = headerLines(eml)
    expect(to).toBe('To: ab@x.example')
    expect(subject).toBe('Subject: Hithere!')
  })

  it('encodes a long non-ASCII subject as folded encoded-words of at most 75 characters', () => {
    const subject = `Über ${'Grüße aus Köln 🚀 '.repeat(12)}`.trim()
    const lines = headerLines(emlFile({ to: ['a@x.example'], subject, body: 'x' }))
    const subjectLines = lines.slice(1, lines.indexOf('X-Unsent: 1'))
    expect(subjectLines.length).toBeGreaterThan(1)
    const words = subjectLines.map((l, i) => (i === 0 ? l.slice('Subject: '.length) : l.slice(1)))
    for (const word of words) {
      expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/)
      expect(word.length).toBeLessThanOrEqual(75)
    }
    expect(subjectLines.every((l) => l.length <= 78)).toBe(true)
    expect(decodeWords(words.join(' '))).toBe(subject)
  })

  it('mailto and Gmail links drop line breaks from recipients and subject too', () => {
    const href = mailtoHref(injected)
    // only the body keeps its line breaks
    expect(decodeURIComponent(href.split('&body=')[0]!)).not.toMatch(/[\r\n]/)
    expect(href.split('?')[0]).toBe('mailto:')
    const params = new URL(gmailComposeHref(injected)).searchParams
    expect(params.get('to')).toBe('')
    expect(params.get('su')).toBe('HelloBcc: spy2@evil.example')
    expect(params.get('body')).toBe(injected.body)
  })

  it('a stored value holding more than one address adds no recipient: only single addresses are kept', () => {
    const email = {
      to: ['spy,hr@x.example', 'asha@acme.in', 'hr@x.example;spy@evil.example', 'HR <hr@x.example>'],
      subject: 'Hi',
      body: 'Hello',
    }
    expect(headerLines(emlFile(email))[0]).toBe('To: asha@acme.in')
    expect(mailtoHref(email).split('?')[0]).toBe('mailto:asha@acme.in')
    expect(new URL(gmailComposeHref(email)).searchParams.get('to')).toBe('asha@acme.in')
  })
})
