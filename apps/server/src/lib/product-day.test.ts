import { afterEach, describe, expect, it } from 'vitest'
import {
  productTimeZone,
  productToday,
  secondsUntilProductTomorrow,
  setProductTimeZone,
} from './product-day.ts'

describe("the server's product day", () => {
  afterEach(() => setProductTimeZone('Asia/Kolkata'))

  it('is India by default: it turns at 18:30 UTC', () => {
    expect(productTimeZone()).toBe('Asia/Kolkata')
    expect(productToday(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01')
    expect(productToday(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02')
    expect(secondsUntilProductTomorrow(new Date('2026-03-01T18:29:59Z'))).toBe(1)
  })

  it('follows the zone the config names', () => {
    setProductTimeZone('UTC')
    expect(productToday(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-01')
    expect(secondsUntilProductTomorrow(new Date('2026-03-01T18:30:00Z'))).toBe(5.5 * 3600)
  })
})
