import { describe, expect, it } from 'vitest'
import { recoverForm, newPasswordForm, signInForm, signUpForm } from './auth-forms.ts'
import { AUTH_MESSAGES } from './auth-rules.ts'
import { recoverBody, signInBody, signUpBody } from './auth.ts'

/** The one problem a form shows: its field and message. */
function problems(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])
}

const strong = 'a long enough passphrase'

describe('signInForm', () => {
  it('names each empty field as the form shows it, never a phone number', () => {
    expect(problems(signInForm.safeParse({ email: '  ', password: '' }))).toEqual([
      ['email', 'Enter your email address.'],
      ['password', 'Enter your password.'],
    ])
    expect(problems(signInForm.safeParse({ email: 'a@example.com', password: '' }))).toEqual([
      ['password', 'Enter your password.'],
    ])
  })

  it('passes the trimmed email on and leaves the rest to the server', () => {
    expect(signInForm.parse({ email: ' A@Example.com ', password: 'x' })).toEqual({
      email: 'A@Example.com',
      password: 'x',
    })
  })

  it('caps what it sends exactly as the route does', () => {
    const email = `${'a'.repeat(320)}@x.io`
    const form = problems(signInForm.safeParse({ email, password: 'x' }))
    const route = problems(signInBody.safeParse({ email, password: 'x' }))
    expect(form).toEqual([['email', 'Must be at most 320 characters']])
    expect(route).toEqual(form)
  })
})

describe('signUpForm', () => {
  it.each([
    [{ email: 'not-an-email', password: '' }, 'password', 'Choose a password.'],
    [{ email: 'not-an-email', password: 'short' }, 'email', 'Enter a valid email address'],
    [{ email: 'asha@example.com', password: 'short' }, 'password', /^Password is too weak: use at least 8/],
    [{ email: 'Asha.Rao@example.com', password: 'asha.rao' }, 'password', /too easy to guess/],
  ])('checks in the route’s order: %j', (values, field, message) => {
    const found = problems(signUpForm.safeParse({ ...values, fullName: '' }))
    expect(found).toHaveLength(1)
    expect(found[0]![0]).toBe(field)
    expect(found[0]![1]).toMatch(message)
  })

  it('asks for both empty fields at once', () => {
    expect(problems(signUpForm.safeParse({ email: '', password: '', fullName: '' }))).toEqual([
      ['email', 'Enter your email address.'],
      ['password', 'Choose a password.'],
    ])
  })

  it('gives the route’s name cap and an empty name as none', () => {
    const long = { email: 'a@example.com', password: strong, fullName: 'x'.repeat(201) }
    expect(problems(signUpForm.safeParse(long))).toEqual([
      ['fullName', 'Name must be at most 200 characters'],
    ])
    expect(problems(signUpBody.safeParse(long))).toEqual([
      ['fullName', 'Name must be at most 200 characters'],
    ])
    expect(signUpForm.parse({ email: 'a@example.com', password: strong, fullName: '  ' }).fullName).toBeNull()
  })
})

describe('recoverForm', () => {
  it('asks for a missing email by name, the same on the route', () => {
    expect(problems(recoverForm.safeParse({ email: ' ' }))).toEqual([['email', AUTH_MESSAGES.emailRequired]])
    expect(problems(recoverBody.safeParse({ email: ' ' }))).toEqual([['email', AUTH_MESSAGES.emailRequired]])
    expect(problems(recoverForm.safeParse({ email: 'nope' }))).toEqual([
      ['email', 'Enter a valid email address'],
    ])
    expect(recoverForm.parse({ email: ' Asha@Example.com ' })).toEqual({ email: 'asha@example.com' })
  })

  it('still refuses on the route what PostgreSQL could not store', () => {
    expect(recoverBody.safeParse({ email: 'a\u0000@example.com' }).success).toBe(false)
  })
})

describe('newPasswordForm', () => {
  it('asks for a password, then a strong one', () => {
    expect(problems(newPasswordForm.safeParse({ password: '' }))).toEqual([
      ['password', AUTH_MESSAGES.newPasswordRequired],
    ])
    expect(problems(newPasswordForm.safeParse({ password: 'password' }))).toEqual([
      ['password', expect.stringMatching(/^Password is too weak/)],
    ])
    expect(newPasswordForm.safeParse({ password: strong }).success).toBe(true)
  })
})
