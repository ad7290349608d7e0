import { describe, expect, it } from 'vitest'
import { daysBetween, isTimeZone, productDate, secondsUntilNextProductDay } from './product-day.ts'

describe('the product day', () => {
  it('turns at midnight in India by default (18:30 UTC)', () => {
    expect(productDate(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01')
    expect(productDate(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02')
  })

  it('turns at midnight in the zone a deployment names', () => {
    expect(productDate(new Date('2026-03-02T04:59:59Z'), 'America/New_York')).toBe('2026-03-01')
    expect(productDate(new Date('2026-03-02T05:00:00Z'), 'America/New_York')).toBe('2026-03-02')
    expect(productDate(new Date('2026-03-01T23:59:59Z'), 'UTC')).toBe('2026-03-01')
  })

  it('counts the seconds until the next day begins', () => {
    expect(secondsUntilNextProductDay(new Date('2026-03-01T18:29:59Z'))).toBe(1)
    expect(secondsUntilNextProductDay(new Date('2026-03-01T18:30:00Z'))).toBe(24 * 3600)
    expect(secondsUntilNextProductDay(new Date('2026-03-01T12:30:00Z'))).toBe(6 * 3600)
    expect(secondsUntilNextProductDay(new Date('2026-03-01T23:00:00Z'), 'UTC')).toBe(3600)
  })

  it('counts whole days between two dates, and knows a time zone from a typo', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1)
    expect(isTimeZone('Asia/Kolkata')).toBe(true)
    expect(isTimeZone('Asia/Kolkatta')).toBe(false)
  })
})
