import { describe, expect, it } from 'vitest'
import { formatDeadline, formatStipend } from './format'

describe('formatStipend', () => {
  it('shows a fixed amount, a range, or nothing', () => {
    expect(formatStipend(15000, 15000)).toBe('₹15,000/month')
    expect(formatStipend(10000, 200000)).toBe('₹10,000–2,00,000/month')
    expect(formatStipend(null, null)).toBeNull()
  })
})

describe('formatDeadline', () => {
  it('reads the calendar day as written, whatever the time zone', () => {
    expect(formatDeadline('2026-12-01')).toBe('1 Dec 2026')
  })
})
