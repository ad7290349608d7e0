// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { daysUntil, describeDeadline } from './deadline'

const now = new Date('2026-12-07T18:00:00Z') // 7 Dec 2026, 23:30 in India

describe('describeDeadline', () => {
  it('counts whole calendar days, whatever the time of day', () => {
    expect(daysUntil('2026-12-07', now)).toBe(0)
    expect(daysUntil('2026-12-08', now)).toBe(1)
    expect(daysUntil('2026-12-12', now)).toBe(5)
  })

  it("counts from the product's day (India), not the browser's or UTC's", () => {
    // 00:01 on 8 Dec in India, still 7 Dec in UTC and in any browser west of India
    const pastMidnight = new Date('2026-12-07T18:31:00Z')
    expect(daysUntil('2026-12-07', pastMidnight)).toBe(-1)
    expect(daysUntil('2026-12-08', pastMidnight)).toBe(0)
    expect(describeDeadline('2026-12-08', pastMidnight).label).toBe('Apply by 8 Dec · last day')
  })

  it('says when to apply by and how long is left', () => {
    expect(describeDeadline('2026-12-12', now)).toEqual({
      label: 'Apply by 12 Dec · 5 days left',
      urgent: false,
    })
    expect(describeDeadline('2026-12-08', now)).toEqual({
      label: 'Apply by 8 Dec · 1 day left',
      urgent: true,
    })
    expect(describeDeadline('2026-12-07', now).label).toBe('Apply by 7 Dec · last day')
    expect(describeDeadline('2027-01-15', now).label).toBe('Apply by 15 Jan 2027 · 39 days left')
    expect(describeDeadline(null, now)).toEqual({ label: 'Rolling applications', urgent: false })
  })
})
