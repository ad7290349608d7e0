// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canAddItem, parseExperienceYears, toSaveBody } from './profile-form-values'

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

describe('toSaveBody', () => {
  it('trims text, turns empty URLs and education into null and experience into a whole number', () => {
    const body = toSaveBody({
      education: '  ',
      experienceYears: 'abc',
      linkedin: ' https://www.linkedin.com/in/asha ',
      github: '',
      portfolio: '   ',
      customLinks: [{ id: '1', label: 'Blog', url: 'https://asha.blog' }],
      skills: ['SQL'],
      preferredDomains: ['Product'],
      preferredLocations: ['Remote'],
      preferredCompanyStages: ['Seed'],
    })
    expect(body).toEqual({
      profile: {
        skills: ['SQL'],
        customLinks: [{ id: '1', label: 'Blog', url: 'https://asha.blog' }],
        linkedin: 'https://www.linkedin.com/in/asha',
        github: null,
        portfolio: null,
        experienceYears: 0,
        education: null,
      },
      preferences: {
        preferredDomains: ['Product'],
        preferredLocations: ['Remote'],
        preferredCompanyStages: ['Seed'],
      },
    })
  })
})
