// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatFunding, formatTotal, orNotSpecified } from './format-startup'

describe('admin startup card text', () => {
  it('joins funding round and amount with a bullet, or shows what exists, else "Not disclosed"', () => {
    expect(formatFunding('Seed', '$2M')).toBe('Seed • $2M')
    expect(formatFunding(null, '$2M')).toBe('$2M')
    expect(formatFunding('Series A', null)).toBe('Series A')
    expect(formatFunding(null, '')).toBe('Not disclosed')
  })

  it('says "Not specified" for empty facts and caps the count at 10,000+', () => {
    expect(orNotSpecified(null)).toBe('Not specified')
    expect(orNotSpecified('Pune')).toBe('Pune')
    expect(formatTotal(1)).toBe('1 startup')
    expect(formatTotal(10_001)).toBe('10,000+ startups')
  })
})
