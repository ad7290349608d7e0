// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDeadline, formatDuration, formatPlace, formatStipend } from './internship-format'

describe('internship formatting', () => {
  it('writes stipends in rupees with Indian grouping', () => {
    expect(formatStipend({ stipendMin: 20_000, stipendMax: 30_000 })).toBe('₹20,000 – ₹30,000 / month')
    expect(formatStipend({ stipendMin: 150_000, stipendMax: 150_000 })).toBe('₹1,50,000 / month')
    expect(formatStipend({ stipendMin: 0, stipendMax: 0 })).toBe('Unpaid')
    expect(formatStipend({ stipendMin: null, stipendMax: null })).toBe('Not disclosed')
  })

  it('writes duration, deadline and place', () => {
    expect(formatDuration(1)).toBe('1 month')
    expect(formatDuration(6)).toBe('6 months')
    expect(formatDeadline('2026-12-20')).toBe('20 Dec 2026')
    expect(formatDeadline(null)).toBe('No deadline')
    expect(formatPlace({ location: 'Pune', remote: true })).toBe('Pune · Remote')
    expect(formatPlace({ location: null, remote: false })).toBe('Not specified')
  })
})
