// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { repeatWarning } from './repeat-warning'

const now = Date.parse('2026-11-24T12:00:00Z')
const at = (days: number) => new Date(now - days * 86_400_000 - 60_000).toISOString()

describe('repeatWarning', () => {
  const data = (harita: number | null, ravi: number | null, startup: number | null) => ({
    startupLastSentAt: startup === null ? null : at(startup),
    contacts: [
      {
        employeeId: 'h',
        name: 'Harita Tagore',
        lastSentAt: harita === null ? null : at(harita),
        firstSubject: null,
      },
      { employeeId: 'r', name: 'Ravi Rao', lastSentAt: ravi === null ? null : at(ravi), firstSubject: null },
    ],
  })

  it('names the recipient emailed within 14 days', () => {
    expect(repeatWarning(data(3, null, 3), ['h'], 'Helpdeck', now)).toBe(
      'You emailed Harita Tagore 3 days ago. Send again?',
    )
  })
  it('names the latest one and counts the others', () => {
    expect(repeatWarning(data(5, 2, 2), ['h', 'r'], 'Helpdeck', now)).toBe(
      'You emailed Ravi Rao 2 days ago (and 1 other on this email). Send again?',
    )
  })
  it('falls back to the startup when someone else there was emailed', () => {
    expect(repeatWarning(data(null, 4, 4), ['h'], 'Helpdeck', now)).toBe(
      'You emailed someone at Helpdeck 4 days ago. Send again?',
    )
  })
  it('says nothing past 14 days or without data', () => {
    expect(repeatWarning(data(14, null, 14), ['h'], 'Helpdeck', now)).toBeNull()
    expect(repeatWarning(undefined, ['h'], 'Helpdeck', now)).toBeNull()
  })
})
