import { describe, expect, it } from 'vitest'
import { INTERNSHIP_MESSAGES, internshipInput } from './internships.ts'

const base = { title: 'Intern', company: 'Acme', applyEmail: 'jobs@acme.example.com' }
const messages = (input: unknown) =>
  internshipInput.safeParse(input).error?.issues.map((i) => i.message) ?? []

describe('internshipInput', () => {
  it('trims text, turns empty into null and one stipend into a fixed amount', () => {
    const parsed = internshipInput.parse({ ...base, title: '  Intern  ', location: '', stipendMax: 15_000 })
    expect(parsed).toMatchObject({
      title: 'Intern',
      location: null,
      stipendMin: 15_000,
      stipendMax: 15_000,
      remote: false,
      status: 'active',
      deadline: null,
    })
  })

  it('needs a company or a startup, and a link or an email to apply', () => {
    expect(messages({ title: 'x' })).toEqual([
      INTERNSHIP_MESSAGES.companyRequired,
      INTERNSHIP_MESSAGES.applyRequired,
    ])
    expect(
      internshipInput.safeParse({
        title: 'x',
        startupId: '00000000-0000-4000-8000-000000000000',
        applyUrl: 'https://a.co',
      }).success,
    ).toBe(true)
  })

  it('refuses real calendar mistakes and unsafe links', () => {
    expect(messages({ ...base, deadline: '2026-02-29' })).toEqual([INTERNSHIP_MESSAGES.badDate])
    expect(messages({ ...base, deadline: '2028-02-29' })).toEqual([])
    expect(messages({ ...base, applyUrl: 'javascript:alert(1)' })).toEqual([INTERNSHIP_MESSAGES.notHttpUrl])
    expect(messages({ ...base, stipendMin: 10, stipendMax: 5 })).toEqual([INTERNSHIP_MESSAGES.stipendOrder])
  })
})
