import { describe, expect, it } from 'vitest'
import { signUpForm } from './auth-forms.ts'
import { employeeInput } from './admin-startups.ts'
import { emailAddressProblem } from './email-address-problem.ts'
import { isEmailAddress } from './email-address.ts'
import { internshipInput } from './internships.ts'

// Every field that stores an address, or hands one to a mail app as a recipient, holds exactly one.
const notOneAddress = [
  'spy,hr@x.example',
  'hr@x.example, spy@evil.example',
  'hr@x.example;spy@evil.example',
  'HR <hr@x.example>',
  '"hr"@x.example',
  'hr @x.example',
  'hr@x.example\r\nBcc: spy@evil.example',
  'hr@x.example\nspy@evil.example',
  '(team)hr@x.example',
  'group:hr@x.example',
  'hr@x.example?cc=spy@evil.example',
  'hr@[127.0.0.1]',
]

describe('one address per field', () => {
  it.each(notOneAddress)('refuses %j everywhere an address is stored', (value) => {
    expect(isEmailAddress(value)).toBe(false)
    expect(employeeInput.safeParse({ name: 'Asha', email: value }).success).toBe(false)
    const internship = { title: 'Intern', company: 'Acme', applyEmail: value }
    expect(internshipInput.safeParse(internship).success).toBe(false)
    expect(signUpForm.safeParse({ email: value, password: 'a long enough pass phrase 42' }).success).toBe(
      false,
    )
  })

  it('accepts real addresses, including apostrophes, plus signs, subdomains and other scripts', () => {
    for (const value of [
      'asha@acme.in',
      "o'neil@acme.co.uk",
      'asha.verma+jobs@mail.acme.in',
      'jobs@vaani-labs.ai',
      'संपर्क@उदाहरण.भारत',
    ])
      expect(isEmailAddress(value), value).toBe(true)
  })

  it('says what to change: one person per field, just the address, or a valid one', () => {
    expect(emailAddressProblem('Employee email', 'spy,hr@x.example')).toBe(
      'Employee email must be a single address: no commas or semicolons (one person per field)',
    )
    expect(emailAddressProblem('Apply email', 'Jobs <jobs@acme.in>')).toBe(
      'Apply email must be just the address, like name@company.com: no spaces, quotes or angle brackets',
    )
    expect(emailAddressProblem('Apply email', 'jobs@acme')).toBe('Apply email must be a valid email address')
    expect(
      employeeInput.safeParse({ name: 'Asha', email: 'spy,hr@x.example' }).error?.issues[0]?.message,
    ).toBe('Employee email must be a single address: no commas or semicolons (one person per field)')
  })

  it('stays linear on a long hostile input', () => {
    const started = performance.now()
    isEmailAddress(`${'a'.repeat(50_000)}@${'b.'.repeat(50_000)}`)
    emailAddressProblem('Email', `${'a@'.repeat(50_000)}`)
    expect(performance.now() - started).toBeLessThan(100)
  })
})
