import { describe, expect, it } from 'vitest'
import { INTERNSHIP_MESSAGES, internshipInput, needsExpiredConfirmation } from './internships.ts'
import { productDate } from './product-day.ts'

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

describe('an Active internship whose deadline has passed', () => {
  // 18:29 UTC on 1 Dec is 23:59 on 1 Dec in India; 18:31 UTC is already 2 Dec there
  const lastMinute = productDate(new Date('2026-12-01T18:29:00Z'))
  const nextDay = productDate(new Date('2026-12-01T18:31:00Z'))
  const input = { status: 'active', deadline: '2026-12-01' }

  it('needs confirmation once the deadline day is over in India, not before', () => {
    expect(nextDay).toBe('2026-12-02')
    expect(needsExpiredConfirmation(input, lastMinute)).toBe(false)
    expect(needsExpiredConfirmation(input, nextDay)).toBe(true)
  })

  it('only as Active, and only with a deadline', () => {
    expect(needsExpiredConfirmation({ ...input, status: 'closed' }, nextDay)).toBe(false)
    expect(needsExpiredConfirmation({ ...input, status: 'draft' }, nextDay)).toBe(false)
    expect(needsExpiredConfirmation({ ...input, deadline: null }, nextDay)).toBe(false)
  })

  it('the body carries the confirmation, false unless given', () => {
    expect(internshipInput.parse(base).confirmExpired).toBe(false)
    expect(internshipInput.parse({ ...base, confirmExpired: true }).confirmExpired).toBe(true)
    expect(messages({ ...base, confirmExpired: 'yes' })).toEqual(['confirmExpired must be true or false'])
  })

  it('reads an apply link typed without https:// as https', () => {
    expect(internshipInput.parse({ ...base, applyUrl: 'acme.in/careers' }).applyUrl).toBe(
      'https://acme.in/careers',
    )
  })
})
