import { describe, expect, it } from 'vitest'
import { plural, pluralWord } from './plural-rules.ts'

describe('plural', () => {
  it('says one and many as English does', () => {
    expect(plural(1, 'employee')).toBe('1 employee')
    expect(plural(0, 'employee')).toBe('0 employees')
    expect(plural(2, 'startup')).toBe('2 startups')
    expect(plural(1.5, 'month')).toBe('1.5 months')
  })

  it('takes an irregular plural and separates thousands', () => {
    expect(plural(1, 'person', 'people')).toBe('1 person')
    expect(plural(3, 'person', 'people')).toBe('3 people')
    expect(plural(1204, 'view')).toMatch(/^1.204 views$/)
  })

  it('gives the word alone', () => {
    expect(pluralWord(1, 'time')).toBe('time')
    expect(pluralWord(7, 'time')).toBe('times')
  })
})
