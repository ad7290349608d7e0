// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  addTag,
  formValuesOf,
  OTHER_SECTOR,
  startupFieldOf,
  startupFormSchema,
  toStartupInput,
} from './startup-form-schema'

const filled = () => ({
  ...formValuesOf(null, ['Fintech']),
  name: ' Quillbase ',
  logoUrl: 'https://cdn.example.com/q.png',
})

describe('startup form', () => {
  it('needs a name (the logo is optional), and only http(s) URLs', () => {
    const empty = startupFormSchema.safeParse(formValuesOf(null, []))
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['Startup Name is required'])
    const noLogo = startupFormSchema.parse({ ...filled(), logoUrl: ' ' })
    expect(toStartupInput(noLogo).logoUrl).toBeNull()
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.com']) {
      expect(startupFormSchema.safeParse({ ...filled(), website: bad }).success, bad).toBe(false)
    }
    expect(startupFormSchema.safeParse({ ...filled(), companyTwitter: 'twitter' }).success).toBe(false)
  })

  it('saves the company LinkedIn and Twitter, and reads them back for editing', () => {
    const parsed = startupFormSchema.parse({
      ...filled(),
      companyLinkedin: ' https://linkedin.com/company/quillbase ',
      companyTwitter: '',
    })
    const input = toStartupInput(parsed)
    expect(input).toMatchObject({ linkedinUrl: 'https://linkedin.com/company/quillbase', twitterUrl: null })
  })

  it('asks for the new sector when "Other (specify new)" is chosen and saves it', () => {
    const other = { ...filled(), sectorChoice: OTHER_SECTOR }
    expect(startupFormSchema.safeParse(other).error?.issues[0]?.message).toBe('Enter the new sector')
    const parsed = startupFormSchema.parse({ ...other, customSector: ' Spacetech ' })
    expect(toStartupInput(parsed).sector).toBe('Spacetech')
  })

  it('skips fully empty employee rows and saves empty role and LinkedIn as null', () => {
    const parsed = startupFormSchema.parse({
      ...filled(),
      employees: [
        { name: 'Asha', role: ' ', email: 'asha@example.com', linkedinUrl: '' },
        { name: ' ', role: '', email: '', linkedinUrl: '' },
      ],
    })
    expect(toStartupInput(parsed).employees).toEqual([
      { name: 'Asha', role: null, email: 'asha@example.com', linkedinUrl: null },
    ])
  })

  it('marks a row with a name but no email (or the reverse) at that row, never drops it', () => {
    const result = startupFormSchema.safeParse({
      ...filled(),
      employees: [
        { name: 'Asha', role: '', email: 'asha@example.com', linkedinUrl: '' },
        { name: 'No Mail', role: 'CTO', email: '', linkedinUrl: '' },
        { name: '', role: '', email: 'who@example.com', linkedinUrl: '' },
      ],
    })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['employees.1.email', 'Employee #2 has a name but no email: add it, or clear the row'],
      ['employees.2.name', 'Employee #3 has an email but no name: add it, or clear the row'],
    ])
  })

  it('refuses an email holding a second address, and reads a bare website as https', () => {
    const comma = startupFormSchema.safeParse({
      ...filled(),
      employees: [{ name: 'Spy', role: '', email: 'spy,hr@x.example', linkedinUrl: '' }],
    })
    expect(comma.error?.issues[0]?.path.join('.')).toBe('employees.0.email')
    const parsed = startupFormSchema.parse({ ...filled(), website: ' saarthi.health ' })
    expect(toStartupInput(parsed).website).toBe('https://saarthi.health')
    expect(startupFormSchema.safeParse({ ...filled(), website: 'not a url' }).success).toBe(false)
  })

  it('adds tags trimmed, never empty, never twice', () => {
    expect(addTag(['ai'], '  ml ')).toEqual(['ai', 'ml'])
    expect(addTag(['ai'], '   ')).toEqual(['ai'])
    expect(addTag(['ai'], 'AI')).toEqual(['ai'])
  })

  it('opens an existing startup with its sector, or as "Other" when the sector is not in the list', () => {
    const startup = { sector: 'Quantum', employees: [], tags: ['a'] } as never
    expect(formValuesOf(startup, ['Fintech'])).toMatchObject({
      sectorChoice: OTHER_SECTOR,
      customSector: 'Quantum',
    })
    expect(formValuesOf(startup, ['Quantum'])).toMatchObject({
      sectorChoice: 'Quantum',
      employees: [{ name: '' }],
    })
  })

  it('places what the server says of a request field on the dialog field of that meaning', () => {
    expect(startupFieldOf('linkedinUrl')).toBe('companyLinkedin')
    expect(startupFieldOf('twitterUrl')).toBe('companyTwitter')
    expect(startupFieldOf('sector')).toBe('customSector')
    expect(startupFieldOf('employees.1.email')).toBe('employees.1.email')
  })
})
