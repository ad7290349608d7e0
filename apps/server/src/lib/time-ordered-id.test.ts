import { describe, expect, it } from 'vitest'
import { timeOrderedId } from './time-ordered-id.ts'

describe('timeOrderedId', () => {
  it('is a version 7 UUID with the RFC variant', () => {
    expect(timeOrderedId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('sorts in the order made, within one millisecond and past 4,096 of them', () => {
    const ids = Array.from({ length: 5000 }, () => timeOrderedId(1_800_000_000_000))
    expect([...ids].sort()).toEqual(ids)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('sorts by time across milliseconds', () => {
    const later = timeOrderedId(2_000_000_000_000)
    expect(timeOrderedId(2_000_000_000_001) > later).toBe(true)
  })
})
