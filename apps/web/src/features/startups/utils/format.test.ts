// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { capitalize, formatCount, formatFundingDate } from './format'

describe('format', () => {
  it('counts with the right plural and thousands separators', () => {
    expect(formatCount(1, 'startup')).toBe('1 startup')
    expect(formatCount(0, 'startup')).toBe('0 startups')
    expect(formatCount(12_345, 'startup')).toBe(`${(12_345).toLocaleString()} startups`)
    // a broad search's count stopped at the server's cap
    expect(formatCount(1000, 'startup', { atLeast: true })).toBe(`${(1000).toLocaleString()}+ startups`)
    expect(formatCount(1, 'startup', { atLeast: true })).toBe('1+ startups')
  })

  it('shows a date-only funding date on its own day whatever the time zone', () => {
    const shown = formatFundingDate('2026-06-27')
    expect(shown).toContain('27')
    expect(shown).toContain('2026')
    expect(formatFundingDate('2026-01-01')).toContain('2026')
  })

  it('shows unreadable dates as they are', () => {
    expect(formatFundingDate('Q3 2025')).toBe('Q3 2025')
  })

  it('capitalises a status', () => {
    expect(capitalize('verified')).toBe('Verified')
    expect(capitalize('')).toBe('')
  })
})
