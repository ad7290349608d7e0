import { describe, expect, it } from 'vitest'
import { replySnippet, SNIPPET_MAX_CHARS } from './reply-snippet.ts'

describe('replySnippet', () => {
  it('keeps the new words and drops the quoted original', () => {
    const text =
      'Hi Asha,\n\nHappy to chat on Friday.\n\nOn Tue, 24 Nov 2026 at 10:00, Asha <a@b.c> wrote:\n> Hi'
    expect(replySnippet(text)).toBe('Hi Asha, Happy to chat on Friday.')
  })

  it("stops at Outlook's original-message block and drops > lines", () => {
    expect(replySnippet('Sure.\n> quoted\n-----Original Message-----\nFrom: x')).toBe('Sure.')
    expect(replySnippet('Yes.\n________________________________\nFrom: Asha')).toBe('Yes.')
  })

  it(`is at most ${SNIPPET_MAX_CHARS} characters`, () => {
    const long = 'word '.repeat(200)
    const snippet = replySnippet(long)
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_MAX_CHARS)
    expect(snippet.endsWith('…')).toBe(true)
  })
})
