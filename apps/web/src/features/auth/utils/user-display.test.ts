// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getAvatarInitial, getAvatarUrl, getDisplayName, toClientUser } from './user-display'

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

describe('toClientUser', () => {
  const base = { id: 'u-1', email: 'asha.rao@example.com', avatarUrl: null }

  it('names the user by full name, else name, else the part of the email before @, else nothing', () => {
    expect(toClientUser({ ...base, fullName: 'Asha Rao', name: 'asha' }).name).toBe('Asha Rao')
    expect(toClientUser({ ...base, fullName: ' ', name: 'Asha' }).name).toBe('Asha')
    expect(toClientUser({ ...base, fullName: null }).name).toBe('asha.rao')
    expect(toClientUser({ ...base, email: '@example.com', fullName: null }).name).toBe('')
  })

  it('keeps id, email and a usable avatar URL', () => {
    expect(toClientUser({ ...base, fullName: null, avatarUrl: ' https://x/a.png ' })).toEqual({
      id: 'u-1',
      email: 'asha.rao@example.com',
      name: 'asha.rao',
      avatarUrl: 'https://x/a.png',
    })
    expect(toClientUser({ ...base, avatarUrl: '' }).avatarUrl).toBeNull()
  })
})
