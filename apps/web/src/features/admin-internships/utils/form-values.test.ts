// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { toFormValues, toInternshipInput } from './form-values'

describe('internship form values', () => {
  it('reads typed amounts as rupees: separators and the ₹ sign are fine, empty is not given', () => {
    const values = { ...toFormValues(null), stipendMin: '₹20,000', stipendMax: ' 30000 ', durationMonths: '' }
    expect(toInternshipInput(values)).toMatchObject({
      stipendMin: 20_000,
      stipendMax: 30_000,
      durationMonths: null,
    })
  })

  it('leaves text that is no number for the schema to refuse', () => {
    expect(toInternshipInput({ ...toFormValues(null), stipendMin: 'lots' }).stipendMin).toBe('lots')
  })

  it('fills the editor from a saved posting', () => {
    const values = toFormValues({
      id: '00000000-0000-4000-8000-000000000000',
      title: 'Intern',
      company: 'Acme',
      startupId: null,
      location: null,
      remote: true,
      stipendMin: 0,
      stipendMax: 0,
      durationMonths: 3,
      deadline: '2026-12-01',
      description: null,
      applyUrl: null,
      applyEmail: 'a@b.co',
      status: 'closed',
      createdAt: '',
      updatedAt: '',
    })
    expect(values).toMatchObject({ stipendMin: '0', durationMonths: '3', location: '', status: 'closed' })
  })
})
