// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { daysUntil, describeDeadline } from './deadline'

const now = new Date(2026, 11, 7, 23, 30) // 7 Dec 2026, late evening local time

describe('describeDeadline', () => {
  it('counts whole calendar days, whatever the time of day', () => {
    expect(daysUntil('2026-12-07', now)).toBe(0)
    expect(daysUntil('2026-12-08', now)).toBe(1)
    expect(daysUntil('2026-12-12', now)).toBe(5)
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
