import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { safeText, STORABLE_TEXT_MESSAGES, storable, unstorableTextReason } from './text.ts'

describe('safeText', () => {
  it('refuses NUL and lone surrogates with a clear message', () => {
    expect(safeText.safeParse('a\u0000b').error?.issues[0]?.message).toBe(STORABLE_TEXT_MESSAGES.nul)
    expect(safeText.safeParse('a\uD800').error?.issues[0]?.message).toBe(STORABLE_TEXT_MESSAGES.surrogate)
    expect(safeText.safeParse('\uDC00x').error?.issues[0]?.message).toBe(STORABLE_TEXT_MESSAGES.surrogate)
  })

  it('keeps ordinary text, emoji (paired surrogates) and chaining', () => {
    expect(safeText.parse('Zoë 😀 東京')).toBe('Zoë 😀 東京')
    expect(safeText.trim().max(3).parse(' ab ')).toBe('ab')
    expect(safeText.max(3).safeParse('abcd').success).toBe(false)
  })

  it('wraps an existing string schema', () => {
    expect(storable(z.email()).safeParse('a@b.co').success).toBe(true)
    expect(storable(z.string().regex(/^a/)).safeParse('a\u0000').success).toBe(false)
    expect(unstorableTextReason('fine')).toBeUndefined()
  })
})
