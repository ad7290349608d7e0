import { describe, expect, it } from 'vitest'
import { canAddItem, parseExperienceYears } from './profile-form-values'

describe('parseExperienceYears', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['', 0],
    ['abc', 0],
    ['-4', 0],
    ['2.7', 2],
  ])('%j → %i', (input, expected) => expect(parseExperienceYears(input)).toBe(expected))
})

describe('canAddItem', () => {
  it('needs text after trim that is not already present in any case', () => {
    expect(canAddItem([], '  ')).toBe(false)
    expect(canAddItem(['Python'], ' python ')).toBe(false)
    expect(canAddItem(['Python'], 'SQL')).toBe(true)
  })
})
