import { describe, expect, it } from 'vitest'
import { secondsUntilIndiaMidnight, todayInIndia } from './india-day.ts'

describe("India's day", () => {
  it('turns at midnight IST (18:30 UTC)', () => {
    expect(todayInIndia(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01')
    expect(todayInIndia(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02')
  })

  it('counts the seconds until that midnight', () => {
    expect(secondsUntilIndiaMidnight(new Date('2026-03-01T18:29:59Z'))).toBe(1)
    expect(secondsUntilIndiaMidnight(new Date('2026-03-01T18:30:00Z'))).toBe(24 * 3600)
    expect(secondsUntilIndiaMidnight(new Date('2026-03-01T12:30:00Z'))).toBe(6 * 3600)
  })
})
