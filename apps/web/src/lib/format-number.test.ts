// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatNumber } from './format-number'

// The separators are the reader's locale's: the tests check the digits and that some separator is there.
const digitsOf = (text: string) => text.replace(/[^\d.-]/g, '')

describe('formatNumber', () => {
  it('writes a whole number under 1,000 as it is', () => {
    for (const n of [0, 7, 999, -42]) expect(formatNumber(n)).toBe(String(n))
  })

  it('groups the thousands of larger numbers with the locale separator, keeping every digit', () => {
    for (const n of [1000, 12_345, 1_234_567, -4_200]) {
      const text = formatNumber(n)
      expect(text).not.toBe(String(n))
      expect(digitsOf(text)).toBe(String(n))
    }
    // a fraction keeps its decimal separator
    expect(formatNumber(2.5)).toMatch(/^2\D5$/)
  })

  it('marks a count that stopped at a cap', () => {
    expect(digitsOf(formatNumber(1000, true))).toBe('1000')
    expect(formatNumber(1000, true).endsWith('+')).toBe(true)
    expect(formatNumber(3, true)).toBe('3+')
  })
})
