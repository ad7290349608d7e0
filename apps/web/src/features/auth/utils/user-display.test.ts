import { describe, expect, it } from 'vitest'
import { getAvatarInitial, getAvatarUrl, getDisplayName } from './user-display'

describe('getDisplayName', () => {
  it('uses the name', () => {
    expect(getDisplayName({ name: 'Asha Rao' })).toBe('Asha Rao')
  })

  it('falls back to "User" without a usable name', () => {
    expect(getDisplayName(null)).toBe('User')
    expect(getDisplayName(undefined)).toBe('User')
    expect(getDisplayName({ name: '' })).toBe('User')
    expect(getDisplayName({ name: '   ' })).toBe('User')
    expect(getDisplayName({ name: null })).toBe('User')
  })
})

describe('getAvatarInitial', () => {
  it('uses the first letter of the name, upper-cased', () => {
    expect(getAvatarInitial({ name: 'asha rao' })).toBe('A')
    expect(getAvatarInitial({ name: '  Ravi' })).toBe('R')
  })

  it('falls back to "U"', () => {
    expect(getAvatarInitial(null)).toBe('U')
    expect(getAvatarInitial({ name: '' })).toBe('U')
  })
})

describe('getAvatarUrl', () => {
  it('returns the image when present, else null', () => {
    expect(getAvatarUrl({ avatarUrl: 'https://example.com/a.png' })).toBe('https://example.com/a.png')
    expect(getAvatarUrl({ avatarUrl: '' })).toBeNull()
    expect(getAvatarUrl({ avatarUrl: null })).toBeNull()
    expect(getAvatarUrl(null)).toBeNull()
  })
})
