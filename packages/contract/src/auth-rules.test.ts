import { describe, expect, it } from 'vitest'
import { weakPasswordReason } from './auth-rules.ts'
import { safeRedirectPath } from './session-rules.ts'

describe('safeRedirectPath', () => {
  it.each(['/app', '/app/startups/abc?x=1#top', '/dashboard/emails', '/'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path)
    },
  )

  it.each([
    'https://evil.example/app',
    '//evil.example/app',
    '/\\evil.example',
    '\\\\evil.example',
    'app',
    '/app\nLocation: x',
    '/app\t',
    '/api/auth/sign-out',
    '/api',
    'javascript:alert(1)',
    '',
    `/${'a'.repeat(2001)}`,
    42,
    null,
    '/app/\uD800',
    `/${'東'.repeat(300)}`,
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull()
  })

  it('percent-encodes what a Location header cannot carry raw', () => {
    expect(safeRedirectPath('/app/startups?q=東京&city=Zürich')).toBe(
      '/app/startups?q=%E6%9D%B1%E4%BA%AC&city=Z%C3%BCrich',
    )
    expect(safeRedirectPath('/app/😀?q=%20')).toBe('/app/%F0%9F%98%80?q=%20')
  })
})

describe('weakPasswordReason', () => {
  it('accepts a long, uncommon password', () => {
    expect(weakPasswordReason('correct horse battery staple', 'asha@example.com')).toBeNull()
    expect(weakPasswordReason('8chars!x')).toBeNull()
  })

  it.each([
    ['short', 'Abc123!'],
    ['common', 'Password123'],
    ['one character repeated', 'zzzzzzzzzz'],
    ['the email name', 'asha.rao'],
  ])('refuses a %s password with a clear reason', (_label, password) => {
    expect(weakPasswordReason(password, 'asha.rao@example.com')).toMatch(/^Password is too weak/)
  })

  it('refuses more than 128 characters', () => {
    expect(weakPasswordReason('x'.repeat(129))).toMatch(/^Password is too long/)
  })
})
