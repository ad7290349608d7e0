// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { daysAgo, daysSince } from './days-ago'

describe('daysAgo', () => {
  const now = Date.parse('2026-11-24T12:00:00Z')
  it('counts whole days', () => {
    expect(daysAgo('2026-11-24T01:00:00Z', now)).toBe('today')
    expect(daysAgo('2026-11-23T11:00:00Z', now)).toBe('yesterday')
    expect(daysAgo('2026-11-21T12:00:00Z', now)).toBe('3 days ago')
    expect(daysSince('2026-11-16T11:59:00Z', now)).toBe(8)
  })
  it('never says a future instant is in the past', () => {
    expect(daysAgo('2026-11-25T12:00:00Z', now)).toBe('today')
  })
})
