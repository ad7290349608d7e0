// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  canAddItem,
  itemsToAdd,
  parseExperienceYears,
  profileFieldOf,
  toSaveBody,
  withScheme,
} from './profile-form-values'

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
      resume: null,
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

describe('withScheme', () => {
  it.each([
    ['github.com/x', 'https://github.com/x'],
    [' www.linkedin.com/in/asha ', 'https://www.linkedin.com/in/asha'],
    ['asha.dev', 'https://asha.dev'],
    ['http://a.io', 'http://a.io'],
    ['https://a.io', 'https://a.io'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['', ''],
    ['not a link', 'not a link'],
    ['asha', 'asha'],
  ])('%j → %j', (input, expected) => expect(withScheme(input)).toBe(expected))

  it('gives the saved links their scheme', () => {
    const body = toSaveBody({
      education: '',
      experienceYears: '0',
      linkedin: '',
      github: 'github.com/x',
      portfolio: '',
      customLinks: [],
      skills: [],
      preferredDomains: [],
      preferredLocations: [],
      preferredCompanyStages: [],
      resume: null,
    })
    expect(body.profile.github).toBe('https://github.com/x')
    expect(body).not.toHaveProperty('resume')
  })
})

describe('itemsToAdd', () => {
  it('splits a pasted list into its items, leaving out blanks and repeats', () => {
    expect(itemsToAdd([], 'PyTorch, pandas')).toEqual(['PyTorch', 'pandas'])
    expect(itemsToAdd(['SQL'], 'sql; Go\n\nRust, go')).toEqual(['Go', 'Rust'])
    expect(itemsToAdd([], '  ')).toEqual([])
  })
})

describe('profileFieldOf', () => {
  it('names the box of a field the save request names', () => {
    expect(profileFieldOf('profile.linkedin')).toBe('linkedin')
    expect(profileFieldOf('profile.customLinks.0.url')).toBe('customLinks.0.url')
    expect(profileFieldOf('preferences.preferredDomains.0')).toBe('preferredDomains.0')
    expect(profileFieldOf('resume.text')).toBe('resume.text')
  })
})
