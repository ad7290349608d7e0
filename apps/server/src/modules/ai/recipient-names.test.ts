import { describe, expect, it } from 'vitest'
import { companyFocus } from './company-focus.ts'
import { greetingName, recipientFirstName } from './recipient-names.ts'

describe('greetingName', () => {
  it.each([
    ['Priya Sharma', 'Priya'],
    ['Kashyap Tandon', 'Kashyap'],
    ['Kashyap', 'Kashyap'],
    ['Dr. Meera Rao', 'Dr. Rao'],
    ['Prof Anil Gupta', 'Prof. Gupta'],
    ['Mr. Rohan Mehta', 'Rohan'],
    ['R. Karthik', 'Karthik'],
    ['K.R. Srinivasan', 'Srinivasan'],
    ['PRIYA SHARMA', 'Priya'],
    ['अनन्या शर्मा', 'अनन्या'],
    ['கார்த்திக் ராஜா', 'கார்த்திக்'],
    ['王伟', '王伟'],
    ['Zoë Ñúñez', 'Zoë'],
    ['Priya Sharma (CEO)', 'Priya'],
    ['DeShawn McKay', 'DeShawn'],
  ])('%s → %s', (name, expected) => {
    expect(greetingName(name)).toBe(expected)
  })

  it('is null for a blank name', () => {
    expect(greetingName('  ')).toBeNull()
  })
})

describe('recipientFirstName', () => {
  it('greets one person, two people, a group and a mailbox', () => {
    expect(recipientFirstName([{ name: 'Priya Sharma' }], 'Acme')).toBe('Priya')
    expect(recipientFirstName([{ name: 'Asha Verma' }, { name: 'Dr. Ravi Kumar' }], 'Acme')).toBe(
      'Asha and Dr. Kumar',
    )
    expect(recipientFirstName([{ name: 'A B' }, { name: 'C D' }, { name: 'E F' }], 'Acme')).toBe('Acme team')
    expect(recipientFirstName([{ name: 'Hiring Team', team: true }], 'Acme')).toBe('Hiring Team')
  })
})

describe('companyFocus', () => {
  const company = { name: 'Acme', sector: 'SaaS', tags: ['legaltech', 'contracts', 'ai'] }
  it.each([
    [
      "Contract review for in-house legal teams that redlines incoming NDAs and MSAs against the company's own playbook.",
      'contract review for in-house legal teams',
    ],
    ['Payments for small shops.', 'payments for small shops'],
    [
      'APIs that let any app offer direct mutual fund investing, from KYC to SIP mandates.',
      'APIs that let any app offer direct mutual fund investing',
    ],
    [
      'A helpdesk built around WhatsApp and Instagram messages for consumer brands that get most of their support requests on chat.',
      'a helpdesk built around WhatsApp and Instagram messages for consumer brands',
    ],
    // at most two tags: three read as a tag cloud
    ['Acme helps lawyers.', 'legaltech and contracts'],
    ['We build tools.', 'legaltech and contracts'],
  ])('"%s" → "%s"', (description, expected) => {
    expect(companyFocus({ ...company, description })).toBe(expected)
  })

  it('falls back to the tags, then the sector, then nothing; a business model is never the focus', () => {
    expect(companyFocus({ ...company, description: null, tags: ['customer-support', 'b2b'] })).toBe(
      'customer support',
    )
    expect(companyFocus({ ...company, description: null, tags: [], sector: 'Fintech' })).toBe('fintech')
    expect(companyFocus({ ...company, description: null, tags: [] })).toBeNull()
    expect(companyFocus({ name: 'Acme', sector: null, tags: [], description: null })).toBeNull()
  })
})
