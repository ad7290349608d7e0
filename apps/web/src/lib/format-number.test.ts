// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatNumber } from './format-number'

describe('formatNumber', () => {
  it('gives locale thousands separators, as toLocaleString does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_234_567, -4_200, 2.5])
      expect(formatNumber(n)).toBe(n.toLocaleString())
  })

  it('marks a count that stopped at a cap', () => {
    expect(formatNumber(1000, true)).toBe(`${(1000).toLocaleString()}+`)
    expect(formatNumber(3, true)).toBe('3+')
  })
})
